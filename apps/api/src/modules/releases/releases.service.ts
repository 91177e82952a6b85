import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { isUuid } from '../../lib/uuid.ts';
import { canEditRelease, canViewRelease } from './release-policies.ts';
import * as repo from './releases.repository.ts';
import type { ReleaseRow } from './releases.table.ts';

/** Saves of one person within this time count as one "updated" event in the activity. */
const updateCoalesceMs = 15 * 60_000;

/** One of the actor's releases; someone else's answers 404 exactly like a missing one. */
export async function findOwnRelease(ctx: AppContext, actor: Actor, id: string) {
  const release = isUuid(id) ? await repo.findReleaseById(ctx.db, id) : undefined;
  if (!release || !canViewRelease(actor, release)) throw notFound();
  return release;
}

/**
 * Records that `fields` of the release changed. A wizard saves at every step, so the saves of
 * one person in a short time become one event listing every field they touched.
 */
export async function recordReleaseUpdate(
  ctx: AppContext,
  releaseId: string,
  actorId: string,
  fields: string[],
) {
  const now = ctx.clock.now();
  const latest = await repo.latestActivity(ctx.db, releaseId);
  if (
    latest?.kind === 'updated' &&
    latest.actorId === actorId &&
    now.getTime() - latest.at.getTime() < updateCoalesceMs
  ) {
    const before = Array.isArray(latest.data.fields) ? (latest.data.fields as string[]) : [];
    const merged = [...new Set([...before, ...fields])].sort();
    await repo.updateActivity(ctx.db, latest.id, { data: { fields: merged }, at: now });
    return;
  }
  await repo.insertActivity(ctx.db, {
    releaseId,
    kind: 'updated',
    actorId,
    data: { fields: [...fields].sort() },
    at: now,
  });
}

/**
 * Runs a change of one of the actor's releases (its fields or its tracks) in one transaction
 * with the release locked, so saves, track changes and submission never interleave. 404 when
 * it is not theirs; 409 `release_not_editable` unless it is a draft or reopened. `work` gets
 * the context bound to the transaction. The change is recorded in the activity.
 */
export async function changeRelease<T>(
  ctx: AppContext,
  actor: Actor,
  id: string,
  fields: string[],
  work: (tx: AppContext, release: ReleaseRow) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction(async (db) => {
    const tx: AppContext = { ...ctx, db };
    const release = await repo.lockRelease(db, id);
    if (!release || !canViewRelease(actor, release)) throw notFound();
    if (!canEditRelease(actor, release)) throw new AppError('release_not_editable');
    const result = await work(tx, release);
    if (fields.length > 0) {
      await repo.updateRelease(db, release.id, { updatedAt: ctx.clock.now() });
      await recordReleaseUpdate(tx, release.id, actor.user.id, fields);
    }
    return result;
  });
}

/** How many releases name the artist (an artist in use cannot be deleted). */
