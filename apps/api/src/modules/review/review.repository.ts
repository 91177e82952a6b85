import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { subscriptionView } from '../plans/index.ts';
import { userView } from '../users/index.ts';
import { releaseActivityView, releaseView } from '../releases/index.ts';
import { findingsView } from '../prereview/index.ts';
import { artistView } from '../artists/index.ts';
import { deliveryView } from '../delivery/index.ts';
import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import type { ReviewQueueQuery } from '@soundpost/contracts/review';
import { scheduleRank } from '@soundpost/contracts/review-targets';
import type { Db } from '../../db/client.ts';
import { reviewComments, reviewHolds } from './review.table.ts';

const artists = artistView();
const releaseChecks = findingsView();
const releaseActivity = releaseActivityView();
const releases = releaseView();
const users = userView();
const subscriptions = subscriptionView();

const holders = userView('holders');

/** When the release last entered review: its latest submission (a resubmission starts again). */
const lastActivityAt = (kind: 'submitted' | 'takedown_requested') =>
  sql<string>`(select max(${releaseActivity.at}) from ${releaseActivity} where ${releaseActivity.releaseId} = ${releases.id} and ${releaseActivity.kind} = ${kind})`;

const waitingSince = sql<Date>`coalesce(${lastActivityAt('submitted')}, ${releases.submittedAt})`;

/** scheduleRank as SQL, so the database orders and pages the queue. */
const rank = sql<number>`(case ${releases.schedule} ${sql.join(
  Object.entries(scheduleRank).map(([schedule, n]) => sql`when ${schedule} then ${n}::int`),
  sql` `,
)} end)`;

const plan = sql<string>`coalesce(${subscriptions.planName}, 'lite')`;

/** Where a queue page continues: the last row's rank, waiting time and id. */
export type QueueCursor = { rank: number; since: Date; id: string };

const queueColumns = {
  id: releases.id,
  title: releases.title,
  status: releases.status,
  schedule: releases.schedule,
  storeIds: releases.storeIds,
  artist: artists.name,
  ownerId: users.id,
  ownerName: users.name,
  plan,
  holderId: holders.id,
  holderName: holders.name,
  rank,
  since: waitingSince.mapWith((v: string | Date) => new Date(v)),
};

function baseQuery(db: Db) {
  return db
    .select(queueColumns)
    .from(releases)
    .innerJoin(users, eq(users.id, releases.ownerId))
    .leftJoin(subscriptions, eq(subscriptions.userId, releases.ownerId))
    .leftJoin(artists, eq(artists.id, releases.artistId))
    .leftJoin(reviewHolds, eq(reviewHolds.releaseId, releases.id))
    .leftJoin(holders, eq(holders.id, reviewHolds.reviewerId));
}

/** A page of the review queue: express, priority, standard, then the longest waiting first. */
export async function findQueue(
  db: Db,
  query: ReviewQueueQuery & { statuses: ReleaseStatus[] },
  cursor: QueueCursor | undefined,
  now: Date,
) {
  const filters: (SQL | undefined)[] = [
    inArray(releases.status, query.statuses),
    query.schedule ? eq(releases.schedule, query.schedule) : undefined,
    query.plan ? sql`${plan} = ${query.plan}` : undefined,
    query.store ? sql`${releases.storeIds} @> ${JSON.stringify([query.store])}::jsonb` : undefined,
    query.olderThanHours !== undefined
      ? sql`${waitingSince} < ${new Date(now.getTime() - query.olderThanHours * 3_600_000).toISOString()}::timestamptz`
      : undefined,
    cursor
      ? sql`(${rank}, ${waitingSince}, ${releases.id}) > (${cursor.rank}::int, ${cursor.since.toISOString()}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  ];
  return baseQuery(db)
    .where(and(...filters))
    .orderBy(asc(rank), asc(waitingSince), asc(releases.id))
    .limit(query.limit + 1);
}

/** One queue row (for the takedown list and single lookups). */
export async function findQueueRow(db: Db, releaseId: string) {
  const [row] = await baseQuery(db).where(eq(releases.id, releaseId));
  return row;
}

// The takedown messages of the release's latest delivered version (a takedown reuses it), and
// how many of them the stores acknowledged, read through the delivery module's view.
const takedownDeliveries = (count: SQL) =>
  sql<number>`(select ${count} from ${deliveryView('d')} where d.release_id = ${releases.id}
    and d.kind = 'takedown'
    and d.version = (select max(v.version) from ${deliveryView('v')} where v.release_id = ${releases.id}))`;

/** Releases waiting for their takedown, oldest request first. */
export async function findTakedowns(db: Db) {
  const requestedAt = lastActivityAt('takedown_requested');
  return db
    .select({
      id: releases.id,
      title: releases.title,
      storeIds: releases.storeIds,
      artist: artists.name,
      ownerId: users.id,
      ownerName: users.name,
      plan,
      sent: takedownDeliveries(sql`count(*)::int`),
      acknowledged: takedownDeliveries(
        sql`(count(*) filter (where d.state = 'acknowledged'))::int`,
      ),
      requestedAt: sql`coalesce(${requestedAt}, ${releases.updatedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(releases)
    .innerJoin(users, eq(users.id, releases.ownerId))
    .leftJoin(subscriptions, eq(subscriptions.userId, releases.ownerId))
    .leftJoin(artists, eq(artists.id, releases.artistId))
    .where(eq(releases.status, 'takedown_requested'))
    .orderBy(asc(sql`coalesce(${requestedAt}, ${releases.updatedAt})`), asc(releases.id))
    .limit(500);
}

/** How many releases are in each status. */
export async function countByStatus(db: Db) {
  return db
    .select({ status: releases.status, count: sql<number>`count(*)::int` })
    .from(releases)
    .where(ne(releases.status, 'draft'))
    .groupBy(releases.status);
}

/**
 * Each review decision since `since` and the submission it answered: the wait is the time
 * between them.
 */
export async function findDecisionWaits(db: Db, since: Date) {
  // Plain column names: Drizzle leaves a one-table query's columns unqualified, which would
  // make the subquery's conditions compare its own columns with themselves.
  const rows = await db
    .select({
      decidedAt: sql`d.at`.mapWith((v: string | Date) => new Date(v)),
      submittedAt:
        sql`(select max(s.at) from ${releaseActivityView('s')} where s.release_id = d.release_id and s.kind = 'submitted' and s.at <= d.at)`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(releaseActivityView('d'))
    .where(
      sql`d.kind in ('approved', 'rejected', 'reopened') and d.at >= ${since.toISOString()}::timestamptz`,
    );
  return rows.flatMap((r) =>
    r.submittedAt ? [r.decidedAt.getTime() - r.submittedAt.getTime()] : [],
  );
}

/**
 * Whether the release is clean: its automatic checks ran after its latest submission and found
 * nothing (decision 020's meaning, as for auto-approval).
 */
export async function isCheckedClean(db: Db, releaseId: string) {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .innerJoin(releaseChecks, eq(releaseChecks.releaseId, releases.id))
    .where(
      and(
        eq(releases.id, releaseId),
        sql`jsonb_array_length(${releaseChecks.findings}) = 0`,
        sql`${releaseChecks.computedAt} >= ${waitingSince}`,
      ),
    );
  return row !== undefined;
}

export async function findHold(db: Db, releaseId: string) {
  const [row] = await db
    .select({ reviewerId: reviewHolds.reviewerId, name: users.name, takenAt: reviewHolds.takenAt })
    .from(reviewHolds)
    .innerJoin(users, eq(users.id, reviewHolds.reviewerId))
    .where(eq(reviewHolds.releaseId, releaseId));
  return row;
}

export async function insertHold(db: Db, releaseId: string, reviewerId: string, at: Date) {
  await db.insert(reviewHolds).values({ releaseId, reviewerId, takenAt: at });
}

export async function deleteHold(db: Db, releaseId: string) {
  await db.delete(reviewHolds).where(eq(reviewHolds.releaseId, releaseId));
}

export async function insertComment(
  db: Db,
  values: { releaseId: string; authorId: string; text: string; createdAt: Date },
) {
  const [row] = await db.insert(reviewComments).values(values).returning();
  return row!;
}

/** The release's internal comments, oldest first, with their authors' names. */
export async function listComments(db: Db, releaseId: string) {
  return db
    .select({
      id: reviewComments.id,
      text: reviewComments.text,
      createdAt: reviewComments.createdAt,
      authorId: users.id,
      authorName: users.name,
    })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.authorId))
    .where(eq(reviewComments.releaseId, releaseId))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id))
    .limit(500);
}

/** The release's activity, newest first, with the names of the people who did it. */
export async function listActivityWithNames(db: Db, releaseId: string) {
  return db
    .select({
      id: releaseActivity.id,
      kind: releaseActivity.kind,
      data: releaseActivity.data,
      at: releaseActivity.at,
      actorId: users.id,
      actorName: users.name,
    })
    .from(releaseActivity)
    .leftJoin(users, eq(users.id, releaseActivity.actorId))
    .where(eq(releaseActivity.releaseId, releaseId))
    .orderBy(desc(releaseActivity.at), desc(releaseActivity.id))
    .limit(200);
}

/** The owner's other releases (not drafts), newest first, with their rejections and reopenings. */
export async function findOwnerHistory(db: Db, ownerId: string, exceptId: string) {
  const list = await db
    .select({
      id: releases.id,
      title: releases.title,
      status: releases.status,
      submittedAt: releases.submittedAt,
    })
    .from(releases)
    .where(
      and(eq(releases.ownerId, ownerId), ne(releases.id, exceptId), ne(releases.status, 'draft')),
    )
    .orderBy(desc(releases.createdAt))
    .limit(50);
  const ids = list.map((r) => r.id);
  if (ids.length === 0) return { list, decisions: [] };
  const decisions = await db
    .select({
      releaseId: releaseActivity.releaseId,
      kind: releaseActivity.kind,
      data: releaseActivity.data,
      at: releaseActivity.at,
    })
    .from(releaseActivity)
    .where(
      and(
        inArray(releaseActivity.releaseId, ids),
        inArray(releaseActivity.kind, ['rejected', 'reopened']),
      ),
    )
    .orderBy(asc(releaseActivity.at));
  return { list, decisions };
}
