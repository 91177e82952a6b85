/**
 * The DDEX batch layout on a store's transport:
 * `<batch>/<release>/<release>.xml`, `<batch>/<release>/resources/<file>`, and
 * `<batch>/BatchComplete_<batch>.xml`, written after every other file of the batch.
 * `url` is the message's path as the BatchComplete names it, from the batch folder.
 */
export const batchPaths = (batchId: string, releaseId: string) => ({
  release: `${batchId}/${releaseId}/`,
  message: `${batchId}/${releaseId}/${releaseId}.xml`,
  url: `./${releaseId}/${releaseId}.xml`,
  resource: (fileName: string) => `${batchId}/${releaseId}/${fileName}`,
  complete: `${batchId}/BatchComplete_${batchId}.xml`,
});

/** A batch id as DDEX deliveries name them: the UTC time to the millisecond, plus a tail. */
export function newBatchId(now: Date, messageId: string): string {
  const stamp = now.toISOString().replace(/[-:TZ.]/g, '');
  return `${stamp}_${messageId.slice(0, 8)}`;
}
