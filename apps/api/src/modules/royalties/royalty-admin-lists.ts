import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import { releaseView, trackView } from '../releases/index.ts';
import type { AppContext } from '../../lib/context.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { beforeCursor, decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { toRoyaltyImport } from './royalty-import-dto.ts';
import { royaltyImports } from './royalties.table.ts';

const releases = releaseView();
const tracks = trackView();
const users = userView();

/** Past imports, newest first, with who ran them. */
export async function listRoyaltyImports(
  ctx: AppContext,
  query: { cursor?: string; limit: number },
) {
  const cursor = decodeCursor(query.cursor);
  const rows = await ctx.db
    .select({ row: royaltyImports, userId: users.id, userName: users.name })
    .from(royaltyImports)
    .leftJoin(users, eq(users.id, royaltyImports.importedBy))
    .where(beforeCursor(cursor, royaltyImports.createdAt, royaltyImports.id))
    .orderBy(desc(royaltyImports.createdAt), desc(royaltyImports.id))
    .limit(query.limit + 1);
  return toPage(
    rows.map((r) => ({ ...r, createdAt: r.row.createdAt, id: r.row.id })),
    query.limit,
    (r) => ({
      ...toRoyaltyImport(r.row),
      importedBy: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
    }),
  );
}

/** LIKE's wildcards in the query are matched literally. */

/** Up to 20 tracks whose ISRC (with or without dashes) or title matches, for the queue. */
export async function searchRoyaltyTracks(ctx: AppContext, q: string) {
  const isrc = q.replaceAll('-', '').toUpperCase();
  const rows = await ctx.db
    .select({
      id: tracks.id,
      title: tracks.title,
      isrc: tracks.isrc,
      releaseId: releases.id,
      releaseTitle: releases.title,
      upc: releases.upc,
      ownerId: users.id,
      ownerName: users.name,
    })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .innerJoin(users, eq(users.id, releases.ownerId))
    .where(
      or(sql`replace(${tracks.isrc}, '-', '') = ${isrc}`, ilike(tracks.title, containsPattern(q))),
    )
    .orderBy(tracks.title, tracks.id)
    .limit(20);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      isrc: r.isrc,
      release: { id: r.releaseId, title: r.releaseTitle, upc: r.upc },
      owner: { id: r.ownerId, name: r.ownerName },
    })),
  };
}
