import type { AutoApprovalSummary, CheckRule } from '@soundpost/contracts/prereview';
import type { AppContext } from '../../lib/context.ts';
import { days, minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { approve, runTransition, startReview } from '../releases/index.ts';
import { queueDelivery } from '../delivery/index.ts';
import * as repo from './auto-approval.repository.ts';
import { getAutoApprovalSettings } from './auto-approval-settings.ts';

export const autoApprovalJob = 'prereview.auto-approve';

/** A number in [0, 1): Math.random in production, a fixed sequence in tests. */
export type Random = () => number;

type Owner = Awaited<ReturnType<typeof repo.findCleanUndecided>>[number]['owner'];

/** Good standing: verified e-mail, never rejected, not frozen or banned, old enough. */
export const inGoodStanding = (owner: Owner, now: Date, minAgeDays: number) =>
  owner.emailVerifiedAt !== null &&
  !owner.rejected &&
  !owner.freeze &&
  !owner.banned &&
  now.getTime() - owner.createdAt.getTime() >= days(minAgeDays);

/**
 * One pass of auto-approval. A release qualifies when its checks found nothing, its owner is
 * in good standing and the hold has passed since its last submission. The draw for the spot
 * check happens once, when a release first qualifies: drawn, it stays in the queue for a
 * person (marked spotCheck) and is never drawn again; otherwise it moves submitted → in review
 * → approved by the platform (actor null), the activity naming the checks it passed.
 * A release not yet qualifying (hold, owner's standing) is looked at again on the next pass.
 */
export async function autoApprove(ctx: AppContext, random: Random = Math.random) {
  const settings = await getAutoApprovalSettings(ctx.db);
  if (!settings.autoApprovalEnabled) return { approved: 0, spotChecked: 0 };
  const now = ctx.clock.now();
  let approved = 0;
  let spotChecked = 0;
  for (const candidate of await repo.findCleanUndecided(ctx.db)) {
    const heldUntil =
      new Date(candidate.submittedAt).getTime() + minutes(settings.autoApprovalHoldMinutes);
    if (heldUntil > now.getTime()) continue;
    if (!inGoodStanding(candidate.owner, now, settings.autoApprovalMinAccountAgeDays)) continue;
    if (random() * 100 < settings.autoApprovalSpotCheckPercent) {
      await repo.setAutoDecision(ctx.db, candidate.releaseId, 'spot_check');
      spotChecked++;
      continue;
    }
    try {
      await approveAutomatically(ctx, candidate.releaseId, candidate.passed);
      approved++;
    } catch (error) {
      // A reviewer took it (or the artist's takedown moved it) since the list was read.
      if (!(error instanceof AppError && error.code === 'invalid_status_transition')) throw error;
    }
  }
  return { approved, spotChecked };
}

async function approveAutomatically(ctx: AppContext, releaseId: string, passed: CheckRule[]) {
  await runTransition(ctx, releaseId, async (db, release) => {
    const inReview = await startReview(ctx, db, release, null);
    // Nobody is named on the approval: the activity says it was automatic and why.
    const approved = await approve(ctx, db, inReview.release, null, {
      automatic: true,
      checks: passed,
    });
    await repo.setAutoDecision(db, releaseId, 'approved');
    return {
      release: approved.release,
      notify: async () => {
        await inReview.notify();
        await approved.notify();
      },
    };
  });
  await queueDelivery(ctx, releaseId);
}

const summaryDays = 30;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]!);
}

/** How many releases were approved automatically in 30 days, and how long people made the rest wait. */
export async function autoApprovalSummary(ctx: AppContext): Promise<AutoApprovalSummary> {
  const since = new Date(ctx.clock.now().getTime() - days(summaryDays));
  const { autoApproved, spotChecked, waits } = await repo.summarize(ctx.db, since);
  const sorted = waits.toSorted((a, b) => a - b);
  return {
    days: summaryDays,
    autoApproved,
    spotChecked,
    humanReviewed: sorted.length,
    waitMinutesMedian: percentile(sorted, 50),
    waitMinutesP90: percentile(sorted, 90),
  };
}
