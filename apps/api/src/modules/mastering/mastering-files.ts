import type { MasteringFile } from '@soundpost/contracts/mastering';
import type { AppContext } from '../../lib/context.ts';
import * as repo from './mastering.repository.ts';
import type { MasteringProjectRow } from './mastering.table.ts';

/** Where a revision's file lives: a new request writes new keys, so a URL never changes content. */
export const masteringFileKey = (projectId: string, revision: number, file: MasteringFile) =>
  `mastering/${projectId}/r${revision}/${file}`;

/** Moves a run's local files into storage under the project's current revision. */
export async function storeRevisionFiles(
  ctx: AppContext,
  row: MasteringProjectRow,
  files: Partial<Record<MasteringFile, string>>,
) {
  for (const [file, path] of Object.entries(files) as [MasteringFile, string][]) {
    await ctx.storage.putFile(masteringFileKey(row.id, row.revision, file), path);
  }
}

/** Deletes the files of revisions the project no longer shows. */
export async function removeOldFiles(ctx: AppContext, projectId: string) {
  const row = await repo.findProject(ctx.db, projectId);
  if (!row) return;
  const keep = new Set([row.previewRevision, row.masterRevision, row.revision].map((r) => `r${r}`));
  for (const key of await ctx.storage.list(`mastering/${projectId}/`)) {
    if (!keep.has(key.split('/')[2] ?? '')) await ctx.storage.delete(key);
  }
}
