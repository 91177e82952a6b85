import type { ArtistChecks, ReleaseChecks } from '@soundpost/contracts/prereview';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { findReleaseById, findOwnRelease } from '../releases/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { computeChecks } from './compute-checks.ts';
import * as repo from './prereview.repository.ts';

/** The artist's own check, computed now: only what they can fix in the wizard (404 for others). */
export async function artistChecks(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ArtistChecks> {
  const release = await findOwnRelease(ctx, actor, id);
  const { findings } = await computeChecks(ctx, release, 'artist');
  return { releaseId: release.id, findings: findings.filter((f) => f.fixableByArtist) };
}

/** The stored pre-review for the review team, every finding with its rule and reason. */
export async function reviewerChecks(ctx: AppContext, id: string): Promise<ReleaseChecks> {
  const release = isUuid(id) ? await findReleaseById(ctx.db, id) : undefined;
  if (!release) throw notFound();
  const row = await repo.findChecks(ctx.db, release.id);
  return {
    releaseId: release.id,
    computedAt: row?.computedAt.toISOString() ?? null,
    findings: row?.findings ?? [],
    passed: row?.passed ?? [],
    notRun: row?.notRun ?? [],
    spotCheck: row?.autoDecision === 'spot_check',
  };
}
