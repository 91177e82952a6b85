import { databaseError, uniqueViolation } from '../../db/database-error.ts';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { wizardSteps, type ReleaseInput } from '@soundpost/contracts/releases';
import type { AppContext } from '../../lib/context.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { listStores } from '../stores/index.ts';
import { buildReleaseDetail } from './release-detail.ts';
import { canDeleteRelease } from './release-policies.ts';
import { assertCanStartRelease } from './release-allowance.ts';
import * as repo from './releases.repository.ts';
import { changeRelease, findOwnRelease } from './releases.service.ts';
import type { ReleaseRow } from './releases.table.ts';
import { refuseBannedTitle } from './release-settings.ts';
import { isOwnUpload } from './upload-lookup.ts';

type Changes = repo.ReleaseChanges;

/**
 * Sorts store ids into those the plan reaches (kept), premium-only ones the free plan must
 * drop (ignored, named so the wizard can say so) and ids of no enabled store (unknown).
 */
export async function sortStores(ctx: AppContext, actor: Actor, ids: string[]) {
  const stores = new Map((await listStores(ctx, actor)).items.map((s) => [s.id, s]));
  const unique = [...new Set(ids)];
  return {
    kept: unique.filter((id) => stores.get(id)?.availableOnPlan === true),
    ignored: unique.filter((id) => stores.get(id)?.availableOnPlan === false),
    unknown: unique.filter((id) => !stores.has(id)),
  };
}

/** The furthest wizard step reached: going back to an earlier step does not forget progress. */
const furthestStep = (a: ReleaseRow['wizardStep'], b: ReleaseRow['wizardStep'] | undefined) =>
  b && wizardSteps.indexOf(b) > wizardSteps.indexOf(a) ? b : a;

/**
 * Turns a save into column changes, checking what the schema cannot: the artist and the
 * artwork are the owner's, the stores exist, dates fit the stored ones, and the plan allows
 * custom codes, the schedule and pre-save (through its capabilities).
 */
async function releaseChanges(
  ctx: AppContext,
  actor: Actor,
  current: ReleaseRow | undefined,
  input: ReleaseInput,
): Promise<{ changes: Changes; ignoredStores: string[] }> {
  const capabilities = capabilitiesFor(actor.user.planName);
  const { upc, storeIds, wizardStep, ...fields } = input;
  // Absent fields keep their value (a save sends only its step's fields).
  const changes: Changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const errors: Record<string, string> = {};
  let ignoredStores: string[] = [];

  if (input.artistId) {
    const artist = await repo.findArtistName(ctx.db, input.artistId);
    if (artist?.ownerId !== actor.user.id) errors.artistId = 'unknown_artist';
  }
  if (
    input.artworkUploadId &&
    !(await isOwnUpload(ctx, actor.user.id, input.artworkUploadId, 'artwork'))
  ) {
    errors.artworkUploadId = 'unknown_upload';
  }
  if (storeIds) {
    const stores = await sortStores(ctx, actor, storeIds);
    if (stores.unknown.length > 0) errors.storeIds = 'unknown_store';
    changes.storeIds = stores.kept;
    ignoredStores = stores.ignored;
  }
  const merged = { ...current, ...changes };
  const liveDate = merged.liveDate ?? merged.releaseDate;
  if (merged.liveDate && merged.releaseDate && merged.liveDate < merged.releaseDate) {
    errors.liveDate = 'live_date_before_release_date';
  }
  if (merged.presaveDate && liveDate && merged.presaveDate >= liveDate) {
    errors.presaveDate = 'presave_date_not_before_release';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await refuseBannedTitle(ctx.db, input.title);

  if (upc !== undefined && upc !== current?.upc) {
    if (upc === null) {
      // A UPC the platform assigned stays: the product keeps its code across resubmissions.
      if (current?.upcIsCustom) Object.assign(changes, { upc: null, upcIsCustom: false });
    } else if (!capabilities.customIdentifiers) {
      throw new AppError('custom_identifier_not_allowed');
    } else {
      Object.assign(changes, { upc, upcIsCustom: true });
    }
  }
  if (input.schedule && !capabilities.schedules.includes(input.schedule)) {
    throw new AppError('schedule_not_allowed');
  }
  if (input.presaveEnabled && !capabilities.presave) throw new AppError('presave_not_allowed');
  if (wizardStep)
    changes.wizardStep = furthestStep(current?.wizardStep ?? 'basic-info', wizardStep);
  return { changes, ignoredStores };
}

/** A UPC another release already carries is a 409 on the field, whoever saved it first. */
export function rethrowUpcTaken(error: unknown): never {
  const cause = databaseError(error);
  if (cause?.code === uniqueViolation && cause.constraint === 'releases_upc_key') {
    throw new AppError('upc_in_use', { fields: { upc: 'upc_in_use' } });
  }
  throw error;
}

/** The fields a save touched, for the activity ("updated": title, releaseDate…). */
const touched = (input: ReleaseInput) =>
  Object.entries(input)
    .filter(([key, value]) => value !== undefined && key !== 'wizardStep')
    .map(([key]) => key);

/**
 * Creates a draft from the basic-info step (any other step's fields are welcome too); 409
 * `distro_limit` once the free plan's monthly releases are used up.
 */
export async function createRelease(ctx: AppContext, actor: Actor, input: ReleaseInput) {
  await assertCanStartRelease(ctx, actor);
  const { changes, ignoredStores } = await releaseChanges(ctx, actor, undefined, input);
  const now = ctx.clock.now();
  const release = await ctx.db
    .transaction(async (tx) => {
      const row = await repo.insertRelease(tx, {
        ...changes,
        ownerId: actor.user.id,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertActivity(tx, {
        releaseId: row.id,
        kind: 'created',
        actorId: actor.user.id,
        at: now,
      });
      return row;
    })
    .catch(rethrowUpcTaken);
  return { ...(await buildReleaseDetail(ctx, actor, release)), ignoredStores };
}

/** Saves any step's fields of a draft or reopened release; 409 `release_not_editable` otherwise. */
export async function updateRelease(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ReleaseInput,
) {
  const { ignoredStores } = await changeRelease(
    ctx,
    actor,
    id,
    touched(input),
    async (tx, release) => {
      const result = await releaseChanges(tx, actor, release, input);
      await repo.updateRelease(tx.db, release.id, {
        ...result.changes,
        updatedAt: ctx.clock.now(),
      });
      return result;
    },
  ).catch(rethrowUpcTaken);
  const release = await findOwnRelease(ctx, actor, id);
  return { ...(await buildReleaseDetail(ctx, actor, release)), ignoredStores };
}

/** Deletes a draft with its tracks; anything submitted leaves through a takedown instead. */
export async function deleteRelease(ctx: AppContext, actor: Actor, id: string) {
  const release = await findOwnRelease(ctx, actor, id);
  // The status in the delete itself: a submission that won the race keeps its release.
  if (
    !canDeleteRelease(actor, release) ||
    !(await repo.deleteReleaseInStatus(ctx.db, id, 'draft'))
  ) {
    throw new AppError('release_not_deletable');
  }
  return { ok: true as const };
}
