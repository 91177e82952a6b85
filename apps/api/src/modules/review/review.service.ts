import type { ReleaseStatus, ReopeningReason } from '@soundpost/contracts/catalog';
import {
  defaultQueueStatuses,
  type ReviewQueueQuery,
  type ReviewRelease,
  type ReviewSummary,
  type TakedownRow,
} from '@soundpost/contracts/review';
import { reviewDueAt, takedownTargetHours } from '@soundpost/contracts/review-targets';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import {
  buildReleaseDetail,
  approve,
  assertCanMove,
  reject,
  reopen,
  runTransition,
  startReview,
  type Moved,
  findReleaseById,
  type ReleaseRow,
} from '../releases/index.ts';
import { queueDelivery } from '../delivery/index.ts';
import { getUploadsForOwner } from '../uploads/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findUserById } from '../users/index.ts';
import { decodeQueueCursor, encodeQueueCursor } from './review-cursor.ts';
import { percentile } from './review-figures.ts';
import * as repo from './review.repository.ts';

const hourMs = 3_600_000;

type QueueRow = Awaited<ReturnType<typeof repo.findQueue>>[number];

function toQueueRow(row: QueueRow, now: Date) {
  const dueAt = reviewDueAt(row.since, row.schedule);
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    status: row.status,
    owner: { id: row.ownerId, name: row.ownerName, plan: row.plan as Plan },
    schedule: row.schedule,
    storeCount: row.storeIds.length,
    submittedAt: row.since.toISOString(),
    dueAt: dueAt.toISOString(),
    overdue: now > dueAt,
    holder: row.holderId && row.holderName ? { id: row.holderId, name: row.holderName } : null,
  };
}

/** A page of the review queue (by default, what waits for a decision). */
export async function listQueue(ctx: AppContext, query: ReviewQueueQuery) {
  const now = ctx.clock.now();
  const statuses = query.status?.length ? query.status : defaultQueueStatuses;
  const cursor = decodeQueueCursor(query.cursor);
  const rows = await repo.findQueue(ctx.db, { ...query, statuses }, cursor, now);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toQueueRow(row, now)),
    nextCursor: rows.length > query.limit && last ? encodeQueueCursor(last) : null,
  };
}

/** The queue page's figures: releases per status and how long decided ones waited (30 days). */
export async function getReviewSummary(ctx: AppContext): Promise<ReviewSummary> {
  const since = new Date(ctx.clock.now().getTime() - 30 * 24 * hourMs);
  const [counts, waits] = await Promise.all([
    repo.countByStatus(ctx.db),
    repo.findDecisionWaits(ctx.db, since),
  ]);
  const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / hourMs) * 10) / 10);
  return {
    counts: Object.fromEntries(counts.map((c) => [c.status, c.count])),
    decided: {
      count: waits.length,
      medianHours: hours(percentile(waits, 50)),
      p90Hours: hours(percentile(waits, 90)),
    },
  };
}

async function findReviewable(ctx: AppContext, id: string) {
  const release = isUuid(id) ? await findReleaseById(ctx.db, id) : undefined;
  // A draft is the artist's own business until it is submitted.
  if (!release || release.status === 'draft') throw notFound();
  return release;
}

const person = (id: string | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/** Everything the review page shows about one release. */
export async function getReviewRelease(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ReviewRelease> {
  const release = await findReviewable(ctx, id);
  const owner = await findUserById(ctx.db, release.ownerId);
  if (!owner) throw notFound();
  // The detail as its owner sees it (their plan decides the takedown window shown).
  const detail = await buildReleaseDetail(ctx, { user: owner, session: actor.session }, release);
  const audioIds = detail.tracks.flatMap((t) => (t.audio ? [t.audio.uploadId] : []));
  const [uploads, history, hold, comments, activity, queueRow] = await Promise.all([
    getUploadsForOwner(ctx, release.ownerId, audioIds),
    repo.findOwnerHistory(ctx.db, release.ownerId, release.id),
    repo.findHold(ctx.db, release.id),
    repo.listComments(ctx.db, release.id),
    repo.listActivityWithNames(ctx.db, release.id),
    repo.findQueueRow(ctx.db, release.id),
  ]);
  const byId = new Map(uploads.map((u) => [u.id, u]));
  const waiting: ReleaseStatus[] = ['submitted', 'in_review'];
  return {
    release: detail,
    owner: {
      id: owner.id,
      name: owner.name,
      email: owner.email,
      plan: owner.planName,
      createdAt: owner.createdAt.toISOString(),
      emailVerified: owner.emailVerifiedAt !== null,
      freeze: owner.freeze,
    },
    artworkUrl:
      detail.artwork?.status === 'complete'
        ? `/v1/uploads/${detail.artwork.uploadId}/artwork`
        : null,
    media: detail.tracks.map((t) => {
      const upload = t.audio ? (byId.get(t.audio.uploadId) ?? null) : null;
      return {
        trackId: t.id,
        audioUrl: upload ? `/v1/uploads/${upload.id}/audio` : null,
        upload,
      };
    }),
    history: history.list.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      decisions: history.decisions
        .filter((d) => d.releaseId === r.id)
        .map((d) => ({
          kind: d.kind as 'rejected' | 'reopened',
          reason: typeof d.data.reason === 'string' ? d.data.reason : null,
          note: typeof d.data.note === 'string' ? d.data.note : null,
          at: d.at.toISOString(),
        })),
    })),
    holder: hold
      ? { id: hold.reviewerId, name: hold.name, takenAt: hold.takenAt.toISOString() }
      : null,
    comments: comments.map((c) => ({
      id: c.id,
      author: person(c.authorId, c.authorName),
      text: c.text,
      createdAt: c.createdAt.toISOString(),
    })),
    activity: activity.map((a) => ({
      id: String(a.id),
      kind: a.kind,
      by: person(a.actorId, a.actorName),
      data: a.data,
      at: a.at.toISOString(),
    })),
    dueAt:
      queueRow && waiting.includes(release.status)
        ? reviewDueAt(queueRow.since, release.schedule).toISOString()
        : null,
  };
}

/**
 * 409 `review_held` when another reviewer holds the release. Admins may act on any release
 * (someone must be able to finish the review of a reviewer who is away).
 */
async function assertMayDecide(db: Db, releaseId: string, actor: Actor) {
  const hold = await repo.findHold(db, releaseId);
  if (hold && hold.reviewerId !== actor.user.id && actor.user.role !== 'admin') {
    throw new AppError('review_held', { params: { holder: hold.name } });
  }
}

const unchanged = (release: ReleaseRow): Moved => ({ release, notify: async () => {} });

/** Takes the release into review (submitted → in_review) and holds it for the actor. */
export async function takeRelease(ctx: AppContext, actor: Actor, id: string) {
  await findReviewable(ctx, id);
  await runTransition(ctx, id, async (db, release) => {
    const hold = await repo.findHold(db, id);
    if (hold?.reviewerId === actor.user.id) return unchanged(release);
    if (hold) throw new AppError('review_held', { params: { holder: hold.name } });
    // A release given back stays in review: the next reviewer takes it without a transition.
    const moved =
      release.status === 'in_review'
        ? unchanged(release)
        : await startReview(ctx, db, release, actor.user.id);
    await repo.insertHold(db, id, actor.user.id, ctx.clock.now());
    return moved;
  });
  return getReviewRelease(ctx, actor, id);
}

/** Gives the review back to the queue: the holder, or an admin for anyone's hold. */
export async function releaseHold(ctx: AppContext, actor: Actor, id: string) {
  await findReviewable(ctx, id);
  await runTransition(ctx, id, async (db, release) => {
    const hold = await repo.findHold(db, id);
    if (!hold || (hold.reviewerId !== actor.user.id && actor.user.role !== 'admin')) {
      throw new AppError('review_not_held');
    }
    await repo.deleteHold(db, id);
    return unchanged(release);
  });
  return getReviewRelease(ctx, actor, id);
}

/** A decision ends the review: the transition, then the hold goes, in one transaction. */
async function decide(
  ctx: AppContext,
  actor: Actor,
  id: string,
  transition: (db: Db, release: ReleaseRow) => Promise<Moved>,
) {
  await findReviewable(ctx, id);
  await runTransition(ctx, id, async (db, release) => {
    await assertMayDecide(db, id, actor);
    const moved = await transition(db, release);
    await repo.deleteHold(db, id);
    return moved;
  });
}

export async function approveRelease(ctx: AppContext, actor: Actor, id: string) {
  await decide(ctx, actor, id, (db, release) => approve(ctx, db, release, actor.user.id));
  // After the commit: a delivery job never starts for an approval that rolled back.
  await queueDelivery(ctx, id);
  return getReviewRelease(ctx, actor, id);
}

export async function rejectRelease(ctx: AppContext, actor: Actor, id: string, message: string) {
  await decide(ctx, actor, id, (db, release) =>
    reject(ctx, db, release, actor.user.id, { note: message }),
  );
  return getReviewRelease(ctx, actor, id);
}

export async function reopenRelease(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { reason: ReopeningReason; note?: string },
) {
  await decide(ctx, actor, id, (db, release) => reopen(ctx, db, release, actor.user.id, input));
  return getReviewRelease(ctx, actor, id);
}

/** An internal note of the review team on the release. */
export async function addComment(ctx: AppContext, actor: Actor, id: string, text: string) {
  const release = await findReviewable(ctx, id);
  const row = await repo.insertComment(ctx.db, {
    releaseId: release.id,
    authorId: actor.user.id,
    text,
    createdAt: ctx.clock.now(),
  });
  return {
    id: row.id,
    author: { id: actor.user.id, name: actor.user.name },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Approves each release on its own (one failure does not undo the others): a submitted one is
 * taken into review and approved in the same transaction. Only clean releases: nobody opened
 * them, and the queue does not show findings, so one whose checks found something (or have not
 * run yet) is refused with `checks_not_clean` and waits for a decision on its own page.
 * Answers each id's outcome.
 */
export async function bulkApprove(ctx: AppContext, actor: Actor, ids: string[]) {
  const results: { id: string; ok: boolean; code?: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await decide(ctx, actor, id, async (db, release) => {
        assertCanMove(release, release.status === 'submitted' ? 'startReview' : 'approve');
        if (!(await repo.isCheckedClean(db, id))) throw new AppError('checks_not_clean');
        if (release.status !== 'submitted') return approve(ctx, db, release, actor.user.id);
        const started = await startReview(ctx, db, release, actor.user.id);
        const approved = await approve(ctx, db, started.release, actor.user.id);
        return {
          release: approved.release,
          notify: async () => {
            await started.notify();
            await approved.notify();
          },
        };
      });
      await queueDelivery(ctx, id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, code: error.code });
    }
  }
  return { results };
}

/** Releases whose takedown was requested, oldest first, against the takedown target. */
export async function listTakedowns(ctx: AppContext): Promise<{ items: TakedownRow[] }> {
  const now = ctx.clock.now();
  const rows = await repo.findTakedowns(ctx.db);
  return {
    items: rows.map((row) => {
      const dueAt = new Date(row.requestedAt.getTime() + takedownTargetHours * hourMs);
      return {
        id: row.id,
        title: row.title,
        artist: row.artist,
        owner: { id: row.ownerId, name: row.ownerName, plan: row.plan as Plan },
        storeCount: row.storeIds.length,
        requestedAt: row.requestedAt.toISOString(),
        dueAt: dueAt.toISOString(),
        overdue: now > dueAt,
        takedown: { sent: row.sent, acknowledged: row.acknowledged },
      };
    }),
  };
}
