import type { Capabilities } from '@soundpost/contracts/capabilities';
import { daysUntil } from '@soundpost/contracts/release-rules';
import {
  reopeningReasons,
  type ReleaseStatus,
  type ReopeningReason,
} from '@soundpost/contracts/catalog';
import type { ReleaseActivityKind } from '@soundpost/contracts/releases';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { sendReleaseMail } from './release-mail.ts';
import * as repo from './releases.repository.ts';
import type { ReleaseRow } from './releases.table.ts';

/**
 * The release status machine. Each transition names the statuses it leaves from, where it
 * goes and the activity it records; the functions below are the only writers of `status`.
 * Approval and delivery are two steps: `approved` waits for delivery, which moves the release
 * to `in_process` when it starts sending it to the stores. A release the stores already have
 * can be reopened too (the artist fixes it, and after a new approval delivery sends it again
 * as an update); `rejected`, `removed` and `expired` are final. See decision 019.
 */
export const releaseTransitions = {
  submit: { from: ['draft', 'reopened'], to: 'submitted', activity: 'submitted' },
  startReview: { from: ['submitted'], to: 'in_review', activity: 'review_started' },
  approve: { from: ['in_review'], to: 'approved', activity: 'approved' },
  /** A metadata change the team approved on a release the stores have: sent as an update. */
  approveChange: { from: ['published', 'live'], to: 'approved', activity: 'approved' },
  startProcessing: { from: ['approved'], to: 'in_process', activity: 'processing_started' },
  reopen: {
    from: ['submitted', 'in_review', 'approved', 'published', 'live'],
    to: 'reopened',
    activity: 'reopened',
  },
  reject: { from: ['submitted', 'in_review'], to: 'rejected', activity: 'rejected' },
  publish: { from: ['in_process'], to: 'published', activity: 'published' },
  goLive: { from: ['published'], to: 'live', activity: 'went_live' },
  requestTakedown: {
    from: ['approved', 'in_process', 'published', 'live'],
    to: 'takedown_requested',
    activity: 'takedown_requested',
  },
  completeTakedown: { from: ['takedown_requested'], to: 'removed', activity: 'removed' },
  expire: { from: ['draft', 'reopened'], to: 'expired', activity: 'expired' },
} as const satisfies Record<
  string,
  { from: readonly ReleaseStatus[]; to: ReleaseStatus; activity: ReleaseActivityKind }
>;
export type ReleaseTransition = keyof typeof releaseTransitions;

/** Who moves the release: a user (the artist or a reviewer), or null for the platform's jobs. */
export type MovedBy = string | null;

/**
 * A transition made inside a transaction. `notify` e-mails the artist and must run after the
 * transaction commits: a rolled-back transition must not have told anyone anything.
 */
export type Moved = { release: ReleaseRow; notify: () => Promise<void> };

/** Whether the release's status lets this transition happen. */
export const canMove = (release: Pick<ReleaseRow, 'status'>, name: ReleaseTransition) =>
  (releaseTransitions[name].from as readonly ReleaseStatus[]).includes(release.status);

const invalidTransition = (from: ReleaseStatus, name: ReleaseTransition) =>
  new AppError('invalid_status_transition', {
    params: { from, to: releaseTransitions[name].to },
  });

/** 409 `invalid_status_transition` unless the release's status allows the transition. */
export function assertCanMove(release: Pick<ReleaseRow, 'status'>, name: ReleaseTransition) {
  if (!canMove(release, name)) throw invalidTransition(release.status, name);
}

async function move(
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  name: ReleaseTransition,
  by: MovedBy,
  opts: { changes?: repo.ReleaseChanges; data?: Record<string, unknown> } = {},
): Promise<Moved> {
  assertCanMove(release, name);
  const { to, activity } = releaseTransitions[name];
  const now = ctx.clock.now();
  const row = await repo.updateReleaseInStatus(db, release.id, release.status, {
    ...opts.changes,
    status: to,
    updatedAt: now,
  });
  // Another request moved it first: the guard held for a status that is gone.
  if (!row) throw invalidTransition(release.status, name);
  // `from` keeps where it came from: a reopened release that was live gets redelivered.
  const data = { ...opts.data, from: release.status };
  await repo.insertActivity(db, { releaseId: row.id, kind: activity, actorId: by, data, at: now });
  return { release: row, notify: () => sendReleaseMail(ctx, row, activity, data) };
}

/** draft | reopened → submitted: the artist sends the release for review (after every check). */
export const submit = (
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  by: MovedBy,
  fields: { submittedAt: Date; referenceId: string },
) =>
  move(ctx, db, release, 'submit', by, {
    changes: { ...fields, reopeningReason: null, reopeningNote: null },
    data: { referenceId: fields.referenceId },
  });

/** submitted → in_review: a reviewer picks the release up. */
export const startReview = (ctx: AppContext, db: Db, release: ReleaseRow, by: MovedBy) =>
  move(ctx, db, release, 'startReview', by);

/** in_review → approved: the release passed review and waits for delivery. */
export const approve = (
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  by: MovedBy,
  data?: { automatic: true; checks: string[] },
) => move(ctx, db, release, 'approve', by, { data });

/**
 * published | live → approved: the team approved a change of the release's metadata (a request
 * form, decision 055); `changes` are written with the status, and delivery sends the stores an
 * update as after any approval. The artist hears of it through the request's reply.
 */
export const approveChange = (
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  by: MovedBy,
  input: { changes: repo.ReleaseChanges; data: Record<string, unknown> },
) => move(ctx, db, release, 'approveChange', by, input);

/** approved → in_process: delivery to the stores has started. */
export const startProcessing = (ctx: AppContext, db: Db, release: ReleaseRow, by: MovedBy) =>
  move(ctx, db, release, 'startProcessing', by);

/**
 * submitted | in_review | approved | published | live → reopened: sent back to the artist with
 * a reason from the catalogue and a note; the artist edits it and submits it again.
 */
export function reopen(
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  by: MovedBy,
  input: { reason: ReopeningReason; note?: string | null },
) {
  if (!reopeningReasons.includes(input.reason)) throw validationFailed({ reason: 'invalid' });
  const note = input.note?.trim() || null;
  return move(ctx, db, release, 'reopen', by, {
    changes: { reopeningReason: input.reason, reopeningNote: note },
    data: { reason: input.reason, note },
  });
}

/** submitted | in_review → rejected (final): the platform will not distribute the release. */
export function reject(
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  by: MovedBy,
  input: { note?: string | null } = {},
) {
  return move(ctx, db, release, 'reject', by, { data: { note: input.note?.trim() || null } });
}

/** in_process → published: the stores have the release. */
export const publish = (ctx: AppContext, db: Db, release: ReleaseRow, by: MovedBy) =>
  move(ctx, db, release, 'publish', by);

/** published → live: the release date has come and the release is on sale. */
export const goLive = (ctx: AppContext, db: Db, release: ReleaseRow, by: MovedBy) =>
  move(ctx, db, release, 'goLive', by);

/**
 * How long until a takedown may be requested: plans with a wait count it from the release
 * date (a release not out yet waits for its date too); plans without one may request at once.
 */
export function takedownWindow(
  release: Pick<ReleaseRow, 'releaseDate' | 'status'>,
  capabilities: Pick<Capabilities, 'takedownWaitDays'>,
  now: Date,
): { allowed: boolean; daysRemaining: number } {
  const wait = capabilities.takedownWaitDays;
  const daysRemaining =
    wait === 0
      ? 0
      : release.releaseDate
        ? Math.max(0, wait + daysUntil(release.releaseDate, now))
        : wait;
  return { allowed: daysRemaining === 0 && canMove(release, 'requestTakedown'), daysRemaining };
}

/**
 * approved | in_process | published | live → takedown_requested. Free plans wait their
 * capabilities' days after the release date (409 `takedown_too_early` with the days left).
 */
export function requestTakedown(
  ctx: AppContext,
  db: Db,
  release: ReleaseRow,
  by: MovedBy,
  capabilities: Pick<Capabilities, 'takedownWaitDays'>,
) {
  assertCanMove(release, 'requestTakedown');
  const { daysRemaining } = takedownWindow(release, capabilities, ctx.clock.now());
  if (daysRemaining > 0) {
    throw new AppError('takedown_too_early', { params: { daysRemaining } });
  }
  return move(ctx, db, release, 'requestTakedown', by);
}

/** takedown_requested → removed: every store confirmed the takedown. */
export const completeTakedown = (ctx: AppContext, db: Db, release: ReleaseRow, by: MovedBy) =>
  move(ctx, db, release, 'completeTakedown', by);

/**
 * draft | reopened → expired (final): the artist let the release date pass without submitting
 * (the daily job in expire-releases.ts decides which; `by` is null there).
 */
export const expire = (ctx: AppContext, db: Db, release: ReleaseRow, by: MovedBy) =>
  move(ctx, db, release, 'expire', by);

/**
 * Runs one transition in its own transaction on the locked release, then notifies the artist.
 * For callers outside a larger transaction (the review team's routes, jobs).
 */
export async function runTransition(
  ctx: AppContext,
  releaseId: string,
  transition: (db: Db, release: ReleaseRow) => Promise<Moved>,
): Promise<ReleaseRow> {
  const moved = await ctx.db.transaction(async (tx) => {
    const release = await repo.lockRelease(tx, releaseId);
    if (!release) throw notFound();
    return transition(tx, release);
  });
  await moved.notify();
  return moved.release;
}
