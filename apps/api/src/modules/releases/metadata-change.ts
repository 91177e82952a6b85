import type { MetadataChangeTarget } from '@soundpost/contracts/forms';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { approveChange, canMove } from './release-status.ts';
import { lockRelease } from './releases.repository.ts';
import { findTrack, updateTrack } from './tracks.repository.ts';

export type MetadataChange = {
  releaseId: string;
  /** The release's owner: a change names only the owner's own release and track. */
  ownerId: string;
  target: MetadataChangeTarget;
  trackId: string | null;
  value: string;
  /** Where the change came from (the request form's id), kept in the release's activity. */
  requestId: string;
};

const notApplicable = () => new AppError('form_change_not_applicable');

/**
 * Writes an approved metadata change into a release the stores have (published or live) and
 * moves it to `approved` in the caller's transaction, so delivery sends the stores an update
 * (decision 055). 409 `form_change_not_applicable` when the release is elsewhere in its life
 * or the track is not one of its own.
 */
export async function applyMetadataChange(
  ctx: AppContext,
  db: Db,
  by: string,
  change: MetadataChange,
) {
  const release = await lockRelease(db, change.releaseId);
  if (!release || release.ownerId !== change.ownerId || !canMove(release, 'approveChange')) {
    throw notApplicable();
  }
  const now = ctx.clock.now();
  if (change.target === 'trackTitle') {
    const track = change.trackId ? await findTrack(db, release.id, change.trackId) : undefined;
    if (!track) throw notApplicable();
    await updateTrack(db, track.id, { title: change.value, updatedAt: now });
  }
  const changes =
    change.target === 'releaseTitle'
      ? { title: change.value }
      : change.target === 'recordLabel'
        ? { recordLabel: change.value }
        : {};
  return approveChange(ctx, db, release, by, {
    changes,
    data: { requestId: change.requestId, target: change.target, trackId: change.trackId },
  });
}
