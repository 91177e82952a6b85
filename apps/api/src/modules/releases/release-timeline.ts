import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import type { ReleaseActivityKind, timelineStepSchema } from '@soundpost/contracts/releases';
import type { z } from 'zod';
import type { ReleaseActivityRow, ReleaseRow } from './releases.table.ts';

type TimelineStep = z.infer<typeof timelineStepSchema>;

/** Statuses past review: the release was approved and is on its way or out. */
const reviewedStatuses: readonly ReleaseStatus[] = ['approved', 'in_process', 'published', 'live'];
/** Statuses where the way to the stores has ended: no step is "current" any more. */
const stoppedStatuses: readonly ReleaseStatus[] = ['rejected', 'takedown_requested', 'removed'];

/**
 * The release detail's timeline (spec section 4): submission received, review, pre-save
 * campaign starts (only with pre-save on), release goes live, published. Happened steps carry
 * the time they happened; planned ones their calendar date. The first step not done is the
 * current one while the release is on its way.
 */
export function buildTimeline(
  release: ReleaseRow,
  activity: ReleaseActivityRow[],
  now: Date,
): TimelineStep[] {
  // Activity is newest first, so this is the latest time it happened.
  const when = (kind: ReleaseActivityKind) => activity.find((a) => a.kind === kind)?.at;
  const iso = (date: Date | undefined) => date?.toISOString() ?? null;
  const today = now.toISOString().slice(0, 10);
  const waitingForArtist = release.status === 'draft' || release.status === 'reopened';
  const approvedAt = when('approved');
  const reviewed =
    reviewedStatuses.includes(release.status) ||
    (stoppedStatuses.includes(release.status) && approvedAt !== undefined);
  const liveDate = release.liveDate ?? release.releaseDate;

  const steps: { step: TimelineStep['step']; done: boolean; date: string | null }[] = [
    {
      step: 'submission_received',
      done: !waitingForArtist && release.submittedAt !== null,
      date: iso(when('submitted') ?? release.submittedAt ?? undefined),
    },
    { step: 'review', done: reviewed, date: iso(approvedAt) },
    ...(release.presaveEnabled
      ? [
          {
            step: 'presave_starts' as const,
            done: reviewed && !!release.presaveDate && release.presaveDate <= today,
            date: release.presaveDate,
          },
        ]
      : []),
    {
      step: 'goes_live',
      done: release.status === 'live' || when('went_live') !== undefined,
      date: iso(when('went_live')) ?? liveDate,
    },
    { step: 'published', done: when('published') !== undefined, date: iso(when('published')) },
  ];
  const current = stoppedStatuses.includes(release.status)
    ? undefined
    : steps.find((s) => !s.done)?.step;
  return steps.map(({ step, done, date }) => ({
    step,
    state: done ? 'done' : step === current ? 'current' : 'upcoming',
    date,
  }));
}
