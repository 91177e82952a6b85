import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { lockRelease } from '../releases/index.ts';
import { wholeShare } from './split-shares.ts';
import { holdsShare, toPercent } from './split-status.ts';
import { splits, type SplitRow } from './splits.table.ts';

/**
 * The basis points already promised on the target: a track's own splits and the release's
 * whole-release splits; for the whole release, its splits and the most any one track has.
 */
function promisedOn(held: SplitRow[], trackId: string | null) {
  const sum = (rows: SplitRow[]) => rows.reduce((total, s) => total + s.basisPoints, 0);
  const wholeRelease = sum(held.filter((s) => s.trackId === null));
  if (trackId) return wholeRelease + sum(held.filter((s) => s.trackId === trackId));
  const perTrack = new Map<string, number>();
  for (const s of held) {
    if (s.trackId) perTrack.set(s.trackId, (perTrack.get(s.trackId) ?? 0) + s.basisPoints);
  }
  return wholeRelease + Math.max(0, ...perTrack.values());
}

/**
 * Checks, inside the caller's transaction, that a split for `email` on the target can hold
 * `basisPoints`: no other live split of that address on the same target (409 `split_exists`),
 * and at most 100% promised (422 `split_total_exceeded` {left}). The release stays locked
 * until the caller's transaction ends, so two invitations at once cannot both pass. An edit
 * names the split it changes (`replacing`): its current share does not count.
 */
export async function claimShare(
  db: Db,
  releaseId: string,
  claim: { email: string; trackId: string | null; basisPoints: number; replacing?: string },
  now: Date,
) {
  await lockRelease(db, releaseId);
  const held = (await db.select().from(splits).where(eq(splits.releaseId, releaseId))).filter(
    (s) => s.id !== claim.replacing && holdsShare(s, now),
  );
  if (held.some((s) => s.email === claim.email && s.trackId === claim.trackId)) {
    throw new AppError('split_exists');
  }
  const left = wholeShare - promisedOn(held, claim.trackId);
  if (claim.basisPoints > left) {
    throw new AppError('split_total_exceeded', { params: { left: toPercent(left) } });
  }
}
