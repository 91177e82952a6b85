import { and, desc, eq, isNull, lte, ne } from 'drizzle-orm';
import type { PaidPlan } from '@soundpost/contracts/plans';
import type { Db } from '../../db/client.ts';
import { days } from '../../lib/clock.ts';
import { extendSubscription } from '../billing/index.ts';
import { changePlan, findOpenPlanPeriod } from '../plans/index.ts';
import { referralRewards, type ReferralTierRow } from './referral-rewards.table.ts';

const rank: Record<PaidPlan, number> = { artist: 1, pro: 2 };
const after = (at: Date, n: number) => new Date(at.getTime() + days(n));

/**
 * Grants a tier's reward to the user, exactly once: the reward row's primary key (user, tier)
 * is taken first, so of two concurrent grants one inserts and the other finds it and does
 * nothing. Then, in the same transaction, the plan machinery gives the time:
 * - on the free plan: a period of the reward's plan (changePlan), which the sweep ends;
 * - while an earlier reward's period runs: that period lengthened (and raised to Pro if this
 *   reward is Pro);
 * - with a sandbox subscription: its period lengthened, so the renewal comes later;
 * - otherwise (a plan an administrator gave, a Stripe subscription): recorded, nothing added.
 * Whether this call granted it.
 */
export async function grantReward(db: Db, userId: string, tier: ReferralTierRow, now: Date) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(referralRewards)
      .values({ userId, tierId: tier.id, plan: tier.rewardPlan, kind: 'plan_held', grantedAt: now })
      .onConflictDoNothing()
      .returning({ userId: referralRewards.userId });
    if (!taken) return false;
    const open = await findOpenPlanPeriod(tx, userId);
    const running = await findRunningPeriod(tx, userId, tier.id);
    const mine = running && open?.id === running.planPeriodId ? running : undefined;
    let grant: Partial<typeof referralRewards.$inferInsert> = {};
    if (!open || open.planName === 'lite' || mine) {
      const plan = mine && rank[mine.plan] > rank[tier.rewardPlan] ? mine.plan : tier.rewardPlan;
      if (open?.planName !== plan) await changePlan(tx, userId, plan, now);
      const period = await findOpenPlanPeriod(tx, userId);
      const from = mine?.periodEndsAt ?? now;
      grant = {
        kind: 'plan_period',
        plan,
        planPeriodId: period!.id,
        periodEndsAt: after(from, tier.rewardDays),
      };
      // The earlier reward's period is this one now: it ends with it.
      if (mine) await endReward(tx, mine, now);
    } else if (await extendSubscription(tx, userId, tier.rewardDays)) {
      grant = { kind: 'subscription_extended' };
    }
    if (grant.kind) {
      await tx
        .update(referralRewards)
        .set(grant)
        .where(and(eq(referralRewards.userId, userId), eq(referralRewards.tierId, tier.id)));
    }
    return true;
  });
}

/** The rewards the user was granted. */
export async function findRewards(db: Db, userId: string) {
  return db.select().from(referralRewards).where(eq(referralRewards.userId, userId));
}

async function findRunningPeriod(db: Db, userId: string, exceptTier: string) {
  const [row] = await db
    .select()
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.userId, userId),
        eq(referralRewards.kind, 'plan_period'),
        isNull(referralRewards.endedAt),
        ne(referralRewards.tierId, exceptTier),
      ),
    )
    .orderBy(desc(referralRewards.periodEndsAt))
    .limit(1);
  return row;
}

const endReward = (db: Db, r: { userId: string; tierId: string }, at: Date) =>
  db
    .update(referralRewards)
    .set({ endedAt: at })
    .where(and(eq(referralRewards.userId, r.userId), eq(referralRewards.tierId, r.tierId)));

/**
 * Ends the free periods whose time is up: back to the free plan at the period's end, if the
 * period is still the user's plan (one bought or given meanwhile is left as it is).
 */
export async function endDueRewards(db: Db, now: Date, userId?: string) {
  const due = await db
    .select({ userId: referralRewards.userId, tierId: referralRewards.tierId })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.kind, 'plan_period'),
        isNull(referralRewards.endedAt),
        lte(referralRewards.periodEndsAt, now),
        userId ? eq(referralRewards.userId, userId) : undefined,
      ),
    );
  for (const key of due) {
    await db.transaction(async (tx) => {
      const [reward] = await tx
        .select()
        .from(referralRewards)
        .where(and(eq(referralRewards.userId, key.userId), eq(referralRewards.tierId, key.tierId)))
        .for('update');
      if (!reward || reward.endedAt || !reward.periodEndsAt) return;
      const open = await findOpenPlanPeriod(tx, reward.userId);
      if (open?.id === reward.planPeriodId) {
        await changePlan(tx, reward.userId, 'lite', reward.periodEndsAt);
      }
      await endReward(tx, reward, reward.periodEndsAt);
    });
  }
}
