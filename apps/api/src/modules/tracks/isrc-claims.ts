import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { releases } from '../releases/releases.table.ts';
import { tracks } from './tracks.table.ts';

/**
 * Refuses (409 `isrc_in_use`) a custom ISRC that a track of another owner's release carries,
 * whatever that release's status: the royalty import matches an ISRC only while one
 * owner holds it, so a copied code would freeze the rightful owner's royalties. The same
 * owner may reuse their recording's code on another release (a single, then the album).
 * The code stays locked until the caller's transaction ends, so two owners saving it at once
 * cannot both pass the check.
 */
export async function claimIsrc(db: Db, ownerId: string, isrc: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`isrc:${isrc}`}, 0))`);
  const [held] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.isrc, isrc), ne(releases.ownerId, ownerId)))
    .limit(1);
  if (held) throw new AppError('isrc_in_use', 409, { fields: { isrc: 'isrc_in_use' } });
}
