import { randomBytes } from 'node:crypto';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { submitReleaseSchema } from '@soundpost/contracts/releases';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { queuePrereview } from './prereview-request.ts';
import { listReleaseTracks, setAssignedIsrcs } from './tracks.service.ts';
import { assignIsrcs, assignUpc } from './assign-identifiers.ts';
import { monthOf } from './release-allowance.ts';
import { buildReleaseDetail } from './release-detail.ts';
import { findBannedWordList, getReleaseSettings } from './release-settings.ts';
import { assertCanMove, submit } from './release-status.ts';
import * as repo from './releases.repository.ts';
import { findOwnRelease } from './releases.service.ts';
import { rethrowUpcTaken, sortStores } from './save-release.ts';
import { findSubmissionProblems } from './submission-problems.ts';
import { findUploads } from './upload-lookup.ts';

// Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays unambiguous.
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A release reference for people and support: SP- and 8 random characters (40 bits). */
export function newReferenceId(): string {
  const bytes = randomBytes(8);
  return `SP-${Array.from(bytes, (b) => referenceAlphabet[b & 31]).join('')}`;
}

/**
 * Submits a draft or reopened release for review. Everything is checked again on the server,
 * in one transaction with the release locked: any problem answers 422 `submission_incomplete`
 * listing every problem at once, and nothing changes. Otherwise the release gets a UPC and its
 * tracks ISRCs where they have none, premium-only stores the plan no longer reaches are
 * dropped, and it moves to `submitted`; the artist gets a receipt by e-mail.
 */
export async function submitRelease(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof submitReleaseSchema>,
) {
  // A release past submission is a state conflict (409), not an incomplete one.
  assertCanMove(await findOwnRelease(ctx, actor, id), 'submit');
  const capabilities = capabilitiesFor(actor.user.planName);
  const moved = await ctx.db
    .transaction(async (db) => {
      const tx: AppContext = { ...ctx, db };
      const release = await repo.lockRelease(db, id);
      if (!release) throw notFound();
      assertCanMove(release, 'submit');
      const now = ctx.clock.now();
      const [settings, tracks, stores, bannedWords] = await Promise.all([
        getReleaseSettings(db),
        listReleaseTracks(db, release.id),
        sortStores(tx, actor, release.storeIds),
        findBannedWordList(db),
      ]);
      const uploads = await findUploads(tx, release.ownerId, [
        release.artworkUploadId,
        ...tracks.map((t) => t.audioUploadId),
      ]);
      // Only a first submission takes one of the month's releases; the lock makes two at once
      // count one after the other.
      let monthly = null;
      if (capabilities.monthlyReleaseLimit && !release.submittedAt) {
        await repo.lockOwnerSubmissions(db, release.ownerId);
        const { from, to } = monthOf(now);
        const used = await repo.countFirstSubmissions(db, release.ownerId, from, to, release.id);
        monthly = { used, limit: settings.distroLimit };
      }
      const problems = findSubmissionProblems({
        release,
        tracks,
        agreements: input.agreements,
        capabilities,
        stores: stores.kept,
        uploads,
        bannedWords,
        monthly,
        now,
      });
      if (problems.length > 0) {
        throw new AppError('submission_incomplete', { extra: { problems } });
      }

      const withoutIsrc = tracks.filter((t) => !t.isrc);
      const isrcs = await assignIsrcs(db, settings, withoutIsrc.length, now);
      await setAssignedIsrcs(db, new Map(withoutIsrc.map((t, i) => [t.id, isrcs[i]!])), now);
      const prepared = await repo.updateRelease(db, release.id, {
        upc: release.upc ?? (await assignUpc(db, settings)),
        storeIds: stores.kept,
      });
      return submit(ctx, db, prepared!, actor.user.id, {
        submittedAt: release.submittedAt ?? now,
        referenceId: release.referenceId ?? newReferenceId(),
      });
    })
    .catch(rethrowUpcTaken);
  // After the commit: the job reads the submitted release, its UPC and ISRCs.
  await queuePrereview(ctx, moved.release.id);
  await moved.notify();
  return buildReleaseDetail(ctx, actor, moved.release);
}
