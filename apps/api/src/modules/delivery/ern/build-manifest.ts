import { create } from 'xmlbuilder2';
import { choreographyNamespace, choreographyParty, choreographyVersionId } from './choreography.ts';
import type { DdexParty, MessageKind } from './release-snapshot.ts';

/** One message of a batch, as its BatchComplete lists it. */
export interface BatchMessage {
  messageId: string;
  kind: MessageKind;
  /** The message file's path from the batch folder: `./<release id>/<release id>.xml`. */
  url: string;
  /** The release's UPC/EAN. */
  icpn: string;
  /** MD5 of the message file's bytes, in hex. */
  md5: string;
}

export interface BatchManifest {
  sender: DdexParty;
  recipient: DdexParty;
  /** ISO 8601 date-time with zone. */
  createdAt: string;
  /** The batch folder's name. */
  batchId: string;
  messages: BatchMessage[];
}

const deliveryTypes: Record<MessageKind, string> = {
  new: 'NewReleaseDelivery',
  update: 'UpdateReleaseDelivery',
  takedown: 'TakedownDelivery',
};

/**
 * `BatchComplete_<batch id>.xml`: the SFTP batch profile's ManifestMessage (decision 021),
 * listing each message of the batch with its path and MD5, so a store can check it has the
 * whole batch before ingesting it. Every message is a NewReleaseMessage (ERN 4.3 updates and
 * takes down with it); the delivery type says which.
 */
export function buildBatchComplete(manifest: BatchManifest): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    choreographyNamespace,
    'ernc:ManifestMessage',
    { MessageVersionId: choreographyVersionId },
  );
  doc.ele({
    MessageHeader: {
      MessageSender: choreographyParty(manifest.sender),
      MessageRecipient: choreographyParty(manifest.recipient),
      MessageCreatedDateTime: manifest.createdAt,
    },
    IsTestFlag: 'false',
    RootDirectory: manifest.batchId,
    NumberOfMessages: String(manifest.messages.length),
    MessageInBatch: manifest.messages.map((m) => ({
      MessageType: 'NewReleaseMessage',
      MessageId: m.messageId,
      URL: m.url,
      IncludedReleaseId: { ICPN: m.icpn },
      DeliveryType: deliveryTypes[m.kind],
      ProductType: 'AudioProduct',
      HashSum: { HashSum: m.md5, HashSumAlgorithmType: 'MD5' },
    })),
  });
  return doc.end({ prettyPrint: true, wellFormed: true });
}
