import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { uploadUsage } from './uploads.table.ts';

/** Where a process receives artwork before checking it; each file lives for one request. */
export const receivingDir = (ctx: AppContext) => join(ctx.config.dataDir, 'tmp');

/** A receiving file older than this belongs to a request a crash cut short. */
const staleAfterMs = 60 * 60 * 1000;

/**
 * Removes what a hard kill left in this process's receiving folder (a request's `finally` never
 * ran). Run at start-up: DATA_DIR is the process's own disk, which no scheduled worker can reach.
 */
export async function removeStaleReceivedFiles(ctx: AppContext, now: Date): Promise<number> {
  const dir = receivingDir(ctx);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now.getTime() - info.mtimeMs < staleAfterMs) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Daily byte counters before yesterday (UTC): only today's counts against a limit. */
export async function deleteOldUploadUsage(ctx: AppContext, now: Date): Promise<number> {
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const rows = await ctx.db
    .delete(uploadUsage)
    .where(lt(uploadUsage.day, yesterday))
    .returning({ day: uploadUsage.day });
  return rows.length;
}
