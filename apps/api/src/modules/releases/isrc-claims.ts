import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getReleaseSettings } from './release-settings.ts';
import { releases } from './releases.table.ts';
import { tracks } from './tracks.table.ts';

/**
 * Refuses (409 `isrc_in_use`) a custom ISRC that a track of another owner's release carries,
 * whatever that release's status: the royalty import matches an ISRC only while one
 * owner holds it, so a copied code would freeze the rightful owner's royalties. The same
 * owner may reuse their recording's code on another release (a single, then the album).
 * A code of Soundpost's own registrant is Soundpost's to give (409 `isrc_reserved`) unless it
 * already gave it to this owner: typed ahead, it would collide with a later assignment.
 * The code stays locked until the caller's transaction ends, so two owners saving it at once
 * cannot both pass the check.
 */
export async function claimIsrc(db: Db, ownerId: string, isrc: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`isrc:${isrc}`}, 0))`);
  const holders = await db
    .selectDistinct({ ownerId: releases.ownerId })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(eq(tracks.isrc, isrc));
  if (holders.some((h) => h.ownerId !== ownerId)) {
    throw new AppError('isrc_in_use', { fields: { isrc: 'isrc_in_use' } });
  }
  const { isrcPrefix } = await getReleaseSettings(db);
  if (isrc.startsWith(`${isrcPrefix}-`) && holders.length === 0) {
    throw new AppError('isrc_reserved', { fields: { isrc: 'isrc_reserved' } });
  }
}
