import type { Db } from '../../db/client.ts';
import {
  approve,
  completeTakedown,
  goLive,
  publish,
  reject,
  reopen,
  requestReleaseTakedown,
  runTransition,
  startProcessing,
  startReview,
  submitRelease,
  type Moved,
  type ReleaseRow,
} from '../../modules/releases/index.ts';
import type { Actor } from '../../plugins/types.ts';
import type { DemoOutcome, DemoRelease } from './catalogue.ts';
import type { DemoContext, Timeline } from './timeline.ts';

type Step = { day: number; run: () => Promise<unknown> };

/** The days a release that reached the stores was on sale (for its trends and royalties). */
export type OnSale = { from: number; to: number };

const agreements = { rights: true, noInfringement: true, terms: true };

/** Where each outcome stops on the way from submission to the stores. */
const reviewPath: Partial<Record<DemoOutcome, number>> = {
  submitted: 1,
  in_review: 2,
  reopened: 3,
  rejected: 3,
  approved: 3,
  in_process: 4,
  published: 5,
};

/**
 * Moves a complete draft through the real submission and transitions, each on its own day:
 * submitted 30 days before its release date (the standard lead time is 21), reviewed and
 * approved by the demo admin, delivered and published, live on its date; a takedown after.
 * Releases still on their way end their path yesterday. Answers the days it was on sale.
 */
export async function moveRelease(
  ctx: DemoContext,
  t: Timeline,
  by: { owner: Actor; adminId: string },
  releaseId: string,
  plan: DemoRelease,
): Promise<OnSale | undefined> {
  const move = (transition: (db: Db, release: ReleaseRow) => Promise<Moved>) => () =>
    runTransition(ctx, releaseId, transition);
  const admin = by.adminId;
  const path: ((day: number) => Step)[] = [
    (day) => ({ day, run: () => submitRelease(ctx, by.owner, releaseId, { agreements }) }),
    (day) => ({ day, run: move((db, r) => startReview(ctx, db, r, admin)) }),
    (day) => ({ day, run: move(thirdStep(ctx, plan.outcome, admin)) }),
    (day) => ({ day, run: move((db, r) => startProcessing(ctx, db, r, null)) }),
    (day) => ({ day, run: move((db, r) => publish(ctx, db, r, null)) }),
  ];
  const stops = reviewPath[plan.outcome];
  const steps: Step[] = stops
    ? path.slice(0, stops).map((step, i) => step(i - stops))
    : [
        ...path.map((step, i) => step(plan.releaseDay - 30 + [0, 1, 2, 2, 4][i]!)),
        { day: plan.releaseDay, run: move((db, r) => goLive(ctx, db, r, null)) },
        ...takedown(ctx, by.owner, releaseId, plan.outcome, admin),
      ];
  for (const step of steps) {
    ctx.clock.set(t.at(step.day, 9 + (steps.indexOf(step) % 8)));
    await step.run();
  }
  if (stops) return undefined;
  const end = plan.outcome === 'removed' ? removedDay : 0;
  return { from: plan.releaseDay, to: end };
}

/** The review's decision: approved, sent back to the artist, or refused. */
function thirdStep(ctx: DemoContext, outcome: DemoOutcome, admin: string) {
  if (outcome === 'reopened') {
    return (db: Db, r: ReleaseRow) =>
      reopen(ctx, db, r, admin, {
        reason: 'artist_data_confirmation',
        note: 'Please confirm the spelling of the featured artist on the second track.',
      });
  }
  if (outcome === 'rejected') {
    return (db: Db, r: ReleaseRow) =>
      reject(ctx, db, r, admin, {
        note: 'The main melody is a copyrighted work; we need a licence before it can go out.',
      });
  }
  return (db: Db, r: ReleaseRow) => approve(ctx, db, r, admin);
}

/** A takedown the label asked for (and, for `removed`, one every store confirmed). */
const requestedDay = -3;
const removedDay = -55;

function takedown(
  ctx: DemoContext,
  owner: Actor,
  releaseId: string,
  outcome: DemoOutcome,
  admin: string,
): Step[] {
  const request = (day: number) => ({
    day,
    run: () => requestReleaseTakedown(ctx, owner, releaseId),
  });
  if (outcome === 'takedown_requested') return [request(requestedDay)];
  if (outcome !== 'removed') return [];
  return [
    request(removedDay - 5),
    {
      day: removedDay,
      run: () => runTransition(ctx, releaseId, (db, r) => completeTakedown(ctx, db, r, admin)),
    },
  ];
}
