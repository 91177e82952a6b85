import { validationFailed } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { QueueCursor } from './review.repository.ts';

/** The opaque cursor of a queue row (base64url of its rank, waiting time and id). */
export const encodeQueueCursor = (c: QueueCursor) =>
  Buffer.from(`${c.rank}|${c.since.toISOString()}|${c.id}`).toString('base64url');

/** The cursor's position; a tampered cursor is a 400 on the `cursor` field, not a 500. */
export function decodeQueueCursor(cursor: string | undefined): QueueCursor | undefined {
  if (!cursor) return undefined;
  const [rank, at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const since = new Date(at ?? '');
  if (!/^\d$/.test(rank ?? '') || !id || !isUuid(id) || Number.isNaN(since.getTime())) {
    throw validationFailed({ cursor: 'invalid' });
  }
  return { rank: Number(rank), since, id };
}
