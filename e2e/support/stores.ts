import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { batchPaths } from '../../apps/api/src/modules/delivery/batch-layout.ts';
import { acknowledgementFileName } from '../../apps/api/src/modules/delivery/ern/acknowledgement.ts';
import { buildAcknowledgement } from '../../apps/api/src/modules/delivery/ern/build-ack.ts';
import { dataDir } from './env.ts';

/** The folder transport's root for a store that has no folder of its own set. */
export const storeFolder = (storeId: string) => join(dataDir, 'deliveries', storeId);

type Party = { partyId: string; name: string };

/** A complete batch of one release as the store received it. */
export type ReceivedBatch = {
  storeId: string;
  batchId: string;
  /** Paths under the batch folder, e.g. `<release>/resources/cover.jpg`. */
  files: string[];
  releaseId: string;
  /** The ERN message's header: what the store's ACK answers. */
  messageId: string;
  sender: Party;
  recipient: Party;
  messagePath: string;
};

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
});

type HeaderParty = { PartyId: string; PartyName: { FullName: string } };
const party = (p: HeaderParty): Party => ({ partyId: p.PartyId, name: p.PartyName.FullName });

/** The release's batches in the store's folder that have their BatchComplete file. */
async function completeBatches(storeId: string, releaseId: string): Promise<ReceivedBatch[]> {
  const root = storeFolder(storeId);
  if (!existsSync(root)) return [];
  const found: ReceivedBatch[] = [];
  for (const batchId of await readdir(root)) {
    const paths = batchPaths(batchId, releaseId);
    if (!existsSync(join(root, paths.complete)) || !existsSync(join(root, paths.message))) continue;
    const ern = parser.parse(await readFile(join(root, paths.message), 'utf8'));
    const header = ern.NewReleaseMessage.MessageHeader;
    found.push({
      storeId,
      batchId,
      releaseId,
      files: (await readdir(join(root, batchId), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(join(root, batchId).length + 1))
        .sort(),
      messageId: String(header.MessageId),
      sender: party(header.MessageSender),
      recipient: party(header.MessageRecipient),
      messagePath: paths.message,
    });
  }
  return found;
}

/** Waits until the store's folder holds exactly one complete batch of the release. */
export async function waitForBatch(
  storeId: string,
  releaseId: string,
  timeoutMs = 90_000,
): Promise<ReceivedBatch> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batches = await completeBatches(storeId, releaseId);
    if (batches.length > 1) throw new Error(`${storeId} received ${batches.length} batches`);
    if (batches[0]) return batches[0];
    if (Date.now() > deadline)
      throw new Error(`no complete batch of ${releaseId} for ${storeId} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * What the store's system does once it has taken a batch: writes the standard DDEX
 * FtpAcknowledgementMessage (FileOK) beside the message, `ACK_<release id>.xml`.
 */
export async function acknowledge(batch: ReceivedBatch) {
  const xml = buildAcknowledgement({
    sender: batch.recipient,
    recipient: batch.sender,
    createdAt: new Date().toISOString(),
    releaseFolder: batch.releaseId,
    batchFolder: batch.batchId,
    statusCode: 'FileOK',
  });
  await writeFile(ackPath(batch), xml);
}

const ackPath = (batch: ReceivedBatch) =>
  join(
    storeFolder(batch.storeId),
    batchPaths(batch.batchId, batch.releaseId).release,
    acknowledgementFileName(batch.releaseId),
  );

/** Whether the app has read and removed the store's ACK file for the batch. */
export const ackRead = (batch: ReceivedBatch) => !existsSync(ackPath(batch));
