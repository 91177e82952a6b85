import { batchPaths } from './batch-layout.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import type { AcknowledgedMessage } from './ern/acknowledgement.ts';
import { acknowledgementFolder } from './ern/acknowledgement.ts';
import type { Transport } from '../stores/index.ts';

/**
 * Where a store puts its ACK files (decision 023): the `acks/` folder at its root, and beside
 * each waiting message in its batch (`<batch>/<release>/ACK_<release>.xml`). Only the batches
 * of deliveries waiting for an answer are looked into, never every batch ever delivered.
 */
export async function listAckFiles(transport: Transport, waiting: DeliveryRow[]) {
  const folders = [
    `${acknowledgementFolder}/`,
    ...waiting.map((d) => batchPaths(d.batchId, d.releaseId).release),
  ];
  const paths: string[] = [];
  for (const folder of folders) paths.push(...(await transport.list(`${folder}ACK_`)));
  return paths.filter((path) => path.endsWith('.xml'));
}

/** The waiting delivery an ACK's content names, by message id or by its batch's folders. */
export function deliveryAcknowledged(waiting: DeliveryRow[], acknowledged: AcknowledgedMessage) {
  return waiting.find((d) =>
    'messageId' in acknowledged
      ? d.messageId === acknowledged.messageId
      : d.batchId === acknowledged.batchFolder && d.releaseId === acknowledged.releaseFolder,
  );
}

/**
 * The waiting deliveries an ACK file's place names, whatever its content: the batch it lies
 * in, or in `acks/`, the message id or release folder after `ACK_` in its name.
 */
export function deliveriesNamedByPath(waiting: DeliveryRow[], path: string) {
  const inAcks = `${acknowledgementFolder}/ACK_`;
  if (path.startsWith(inAcks)) {
    const name = path.slice(inAcks.length, -'.xml'.length);
    return waiting.filter((d) => d.messageId === name || d.releaseId === name);
  }
  return waiting.filter((d) => path.startsWith(batchPaths(d.batchId, d.releaseId).release));
}
