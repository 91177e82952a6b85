import type { Capabilities } from '@soundpost/contracts/capabilities';
import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import { addBusinessDays, reviewDueAt } from '@soundpost/contracts/review-targets';
import type { ReleaseActivityKind, timelineStepSchema } from '@soundpost/contracts/releases';
import type { z } from 'zod';
import type { ReleaseActivityRow, ReleaseRow } from './releases.table.ts';

type TimelineStep = z.infer<typeof timelineStepSchema>;

/** Statuses past review: the release was approved and is on its way or out. */
const reviewedStatuses: readonly ReleaseStatus[] = ['approved', 'in_process', 'published', 'live'];
/**
 * Statuses where the way to the stores has ended, each with the steps that tell how: the
 * timeline shows what happened, then these (a takedown is "current" while it is processed).
 */
const endings: Partial<Record<ReleaseStatus, readonly EndingStep[]>> = {
  rejected: ['rejected'],
  expired: ['expired'],
  takedown_requested: ['takedown_requested'],
  removed: ['takedown_requested', 'removed'],
};
type EndingStep = Extract<
  TimelineStep['step'],
  'rejected' | 'expired' | 'takedown_requested' | 'removed'
>;
const waitingForReview: readonly ReleaseStatus[] = ['submitted', 'in_review'];

const day = (date: Date) => date.toISOString().slice(0, 10);
const latest = (...days: (string | null)[]) =>
  days.reduce<string | null>((a, b) => (a === null || (b !== null && b > a) ? b : a), null);

/**
 * The day the stores can have the release at the earliest: the plan's go-live speed counted
 * from the (latest) submission, or from now while the artist has not submitted it, and never
 * before its own date. Once published the stores have it: the step's own date says when it
 * goes on sale, and nothing else is expected.
 */
function expectedLiveDay(
  release: ReleaseRow,
  submittedAt: Date | undefined,
  speed: Capabilities['goLiveBusinessDays'],
  now: Date,
): string | null {
  if (release.status === 'published') return null;
  const liveDate = release.liveDate ?? release.releaseDate;
  const waiting = release.status === 'draft' || release.status === 'reopened';
  const from = waiting || !submittedAt ? now : submittedAt;
  // The slower end of the plan's range: an expectation the platform can keep.
  return latest(liveDate, day(addBusinessDays(from, speed.max)), day(now));
}

/**
 * The release detail's timeline (spec section 4): submission received, review, pre-save
 * campaign starts (only with pre-save on), published, release goes live: in the order they
 * happen (the stores have a release before its date puts it on sale). Happened steps carry
 * the time they happened; planned ones their calendar date. The first step not done is the
 * current one while the release is on its way. Steps still to come carry what we expect: the
 * review's due time while it waits for review, and the day the release can go live.
 */
export function buildTimeline(
  release: ReleaseRow,
  activity: ReleaseActivityRow[],
  now: Date,
  speed: Capabilities['goLiveBusinessDays'],
): TimelineStep[] {
  // Activity is newest first, so this is the latest time it happened.
  const when = (kind: ReleaseActivityKind) => activity.find((a) => a.kind === kind)?.at;
  const iso = (date: Date | undefined) => date?.toISOString() ?? null;
  const today = day(now);
  const waitingForArtist = release.status === 'draft' || release.status === 'reopened';
  const ending = endings[release.status];
  const stopped = ending !== undefined;
  const approvedAt = when('approved');
  const wentLive = release.status === 'live' || when('went_live') !== undefined;
  const publishedAt = when('published');
  // A stopped release that reached the stores was reviewed, whatever its activity kept: the
  // timeline never goes backwards.
  const reviewed =
    reviewedStatuses.includes(release.status) ||
    (stopped && (approvedAt !== undefined || wentLive || publishedAt !== undefined));
  const liveDate = release.liveDate ?? release.releaseDate;
  const submittedAt = when('submitted') ?? release.submittedAt ?? undefined;

  const received = !waitingForArtist && release.submittedAt !== null;

  // A reopened release starts over: the times of its previous round are in the activity.
  const steps: { step: TimelineStep['step']; done: boolean; date: string | null }[] = [
    { step: 'submission_received', done: received, date: received ? iso(submittedAt) : null },
    { step: 'review', done: reviewed, date: reviewed ? iso(approvedAt) : null },
    ...(release.presaveEnabled
      ? [
          {
            step: 'presave_starts' as const,
            done: reviewed && !!release.presaveDate && release.presaveDate <= today,
            date: release.presaveDate,
          },
        ]
      : []),
    // Published (the stores have it) comes first: it goes on sale on its date, or on the day
    // the stores had it when that came later.
    { step: 'published', done: publishedAt !== undefined, date: iso(publishedAt) },
    {
      step: 'goes_live',
      done: wentLive,
      date: iso(when('went_live')) ?? latest(liveDate, publishedAt ? day(publishedAt) : null),
    },
  ];
  if (ending) return [...steps.filter((s) => s.done).map(happened), ...ending.map(endingStep)];
  const current = steps.find((s) => !s.done)?.step;
  function happened(s: (typeof steps)[number]): TimelineStep {
    return { step: s.step, state: 'done', date: s.date, expected: null };
  }
  function endingStep(step: EndingStep): TimelineStep {
    const at = iso(when(step));
    const processing = step === 'takedown_requested' && release.status === step;
    return { step, state: processing ? 'current' : 'done', date: at, expected: null };
  }
  const expected = (step: TimelineStep['step'], done: boolean): string | null => {
    if (done) return null;
    if (step === 'review') {
      return waitingForReview.includes(release.status) && submittedAt
        ? reviewDueAt(submittedAt, release.schedule).toISOString()
        : null;
    }
    return step === 'goes_live' ? expectedLiveDay(release, submittedAt, speed, now) : null;
  };
  return steps.map(({ step, done, date }) => ({
    step,
    state: done ? 'done' : step === current ? 'current' : 'upcoming',
    date,
    expected: expected(step, done),
  }));
}
