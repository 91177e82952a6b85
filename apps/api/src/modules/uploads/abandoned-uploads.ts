import type { AppContext } from '../../lib/context.ts';
import * as repo from './uploads.repository.ts';
import { storageKeys } from './uploads.service.ts';
import { createTusStore } from './tus-store.ts';

/** An upload still receiving bytes but untouched this long has been given up by its client. */
export const abandonedAfterMs = 24 * 60 * 60 * 1000;

/**
 * Forgets audio uploads still `uploading` whose last byte arrived (or which were created) more
 * than 24 hours before `now`: the rows, the tus store's bytes (parts and info; on S3 the
 * multipart upload is aborted) and a copy a finish cut short left in storage. Answers how many
 * uploads went. The rows go first, in one statement, so an upload a client touches meanwhile
 * is never half-deleted; bytes that cannot be removed are logged for an operator. For the
 * scheduled housekeeping (safe with several workers: each row is deleted once).
 */
export async function deleteAbandonedUploads(ctx: AppContext, now: Date): Promise<number> {
  const ids = await repo.deleteAbandonedUploads(ctx.db, new Date(now.getTime() - abandonedAfterMs));
  if (ids.length === 0) return 0;
  const store = createTusStore(ctx);
  for (const id of ids) {
    try {
      await store.remove(id);
      await ctx.storage.delete(storageKeys.original('audio', id));
    } catch (err) {
      ctx.log.error({ err, uploadId: id }, `could not remove the bytes of abandoned upload ${id}`);
    }
  }
  return ids.length;
}
