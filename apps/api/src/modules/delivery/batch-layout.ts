import { create } from 'xmlbuilder2';

/**
 * The DDEX batch layout on a store's transport:
 * `<batch>/<release>/<release>.xml`, `<batch>/<release>/resources/<file>`, and
 * `<batch>/BatchComplete_<batch>.xml`, written after every other file of the batch.
 */
export const batchPaths = (batchId: string, releaseId: string) => ({
  release: `${batchId}/${releaseId}/`,
  message: `${batchId}/${releaseId}/${releaseId}.xml`,
  resource: (fileName: string) => `${batchId}/${releaseId}/${fileName}`,
  complete: `${batchId}/BatchComplete_${batchId}.xml`,
});

/** A batch id as DDEX deliveries name them: the UTC time to the millisecond, plus a tail. */
export function newBatchId(now: Date, messageId: string): string {
  const stamp = now.toISOString().replace(/[-:TZ.]/g, '');
  return `${stamp}_${messageId.slice(0, 8)}`;
}

/** The BatchComplete file: the batch id and the message it carries, for a store's tools. */
export function batchCompleteXml(batchId: string, messagePath: string, createdAt: Date): string {
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele('BatchComplete')
    .ele('BatchId')
    .txt(batchId)
    .up()
    .ele('CreatedDateTime')
    .txt(createdAt.toISOString())
    .up()
    .ele('NumberOfMessages')
    .txt('1')
    .up()
    .ele('Message')
    .txt(messagePath)
    .up()
    .end({ prettyPrint: true, wellFormed: true });
}
