import { and, eq, sql } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import type { Db } from '../../db/client.ts';
import { lastActivityAt, releaseActivityView, releaseView } from '../releases/index.ts';
import { releaseChecks } from './prereview.table.ts';

const releaseActivity = releaseActivityView();
const releases = releaseView();
const users = userView();

// The last time the release was submitted: the hold counts from it.
const lastSubmitted = lastActivityAt('submitted');

/**
 * Submitted releases whose stored checks, computed after their last submission, all ran and
 * found nothing, and that auto-approval has not decided on yet, with what decides their
 * owner's standing.
 */
export function findCleanUndecided(db: Db) {
  return db
    .select({
      releaseId: releases.id,
      passed: releaseChecks.passed,
      submittedAt: lastSubmitted,
      owner: {
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
        freeze: users.freeze,
        banned: users.banned,
        rejected: sql<boolean>`exists(select 1 from ${releaseView('o')}
          where o.owner_id = ${releases.ownerId} and o.status = 'rejected')`,
      },
    })
    .from(releases)
    .innerJoin(releaseChecks, eq(releaseChecks.releaseId, releases.id))
    .innerJoin(users, eq(users.id, releases.ownerId))
    .where(
      and(
        eq(releases.status, 'submitted'),
        sql`${releaseChecks.autoDecision} is null`,
        sql`jsonb_array_length(${releaseChecks.findings}) = 0`,
        sql`jsonb_array_length(${releaseChecks.notRun}) = 0`,
        sql`${releaseChecks.computedAt} >= ${lastSubmitted}`,
      ),
    )
    .limit(200);
}

export async function setAutoDecision(
  db: Db,
  releaseId: string,
  decision: 'approved' | 'spot_check',
) {
  await db
    .update(releaseChecks)
    .set({ autoDecision: decision })
    .where(eq(releaseChecks.releaseId, releaseId));
}

/** Counts and waits for the summary, over activity since `since`. */
export async function summarize(db: Db, since: Date) {
  const [auto] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(releaseActivity)
    .where(
      and(
        eq(releaseActivity.kind, 'approved'),
        sql`${releaseActivity.actorId} is null`,
        sql`${releaseActivity.data}->>'automatic' = 'true'`,
        sql`${releaseActivity.at} >= ${since}`,
      ),
    );
  const [spot] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(releaseChecks)
    .where(
      and(
        eq(releaseChecks.autoDecision, 'spot_check'),
        sql`${releaseChecks.computedAt} >= ${since}`,
      ),
    );
  // Each time a person took a release into review, minutes since its submission before that.
  // Plain qualified names: Drizzle leaves a one-table query's columns unqualified (an alias
  // too), so the subquery compared its own columns and took any release's latest submission.
  const waits = await db
    .select({
      minutes: sql<number>`extract(epoch from (r.at - (select max(s.at)
        from ${releaseActivityView('s')} where s.release_id = r.release_id
        and s.kind = 'submitted' and s.at <= r.at))) / 60`,
    })
    .from(releaseActivityView('r'))
    .where(
      sql`r.kind = 'review_started' and r.actor_id is not null and r.at >= ${since.toISOString()}::timestamptz`,
    );
  return {
    autoApproved: auto?.count ?? 0,
    spotChecked: spot?.count ?? 0,
    waits: waits.map((r) => Number(r.minutes)).filter((m) => Number.isFinite(m)),
  };
}
