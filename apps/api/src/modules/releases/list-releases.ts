import type { releaseListItemSchema, releaseListQuerySchema } from '@soundpost/contracts/releases';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import * as repo from './releases.repository.ts';
import type { ReleaseRow } from './releases.table.ts';
import { findUploads } from './upload-lookup.ts';

type ReleaseListItem = z.infer<typeof releaseListItemSchema>;

/**
 * A page of the actor's releases, drafts included, newest or oldest first, with the artist's
 * name, the artwork thumbnail and the track count, and how many releases they have in all.
 */
export async function listReleases(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof releaseListQuerySchema>,
) {
  const { sort, limit } = query;
  const cursor = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    repo.listReleases(ctx.db, actor.user.id, sort, cursor, limit),
    repo.countReleases(ctx.db, actor.user.id),
  ]);
  const toItem = await listItemMapper(ctx, actor, rows);
  return { ...toPage(rows, limit, toItem), total };
}

type ListRow = ReleaseRow & { artistName: string | null; trackCount: number };

/** Turns rows into list items, with their artwork thumbnails looked up in one go. */
export async function listItemMapper(ctx: AppContext, actor: Actor, rows: ListRow[]) {
  const uploads = await findUploads(
    ctx,
    actor.user.id,
    rows.map((r) => r.artworkUploadId),
  );
  return (row: ListRow): ReleaseListItem => ({
    id: row.id,
    title: row.title,
    status: row.status,
    releaseType: row.releaseType,
    artistName: row.artistName,
    artworkThumbnailUrl:
      (row.artworkUploadId && uploads.get(row.artworkUploadId)?.thumbnailUrl) || null,
    trackCount: row.trackCount,
    releaseDate: row.releaseDate,
    referenceId: row.referenceId,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
