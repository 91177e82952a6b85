import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/select-rows.ts';
import { AppError } from '../../lib/errors.ts';
import { subscriptions } from './subscriptions.table.ts';
import { monthPlanSql } from './month-plan-sql.ts';
import { planPeriods } from './plan-periods.table.ts';

/** The period of the plan the user holds now (the one not ended). */
export async function findOpenPlanPeriod(db: Db, userId: string) {
  const [open] = await db
    .select()
    .from(planPeriods)
    .where(and(eq(planPeriods.userId, userId), isNull(planPeriods.endsAt)));
  return open;
}

/** A new account's plan: its subscription row and its first period, from `at`. */
export async function startPlan(db: Db, userId: string, plan: Plan, at: Date) {
  await db.insert(subscriptions).values({ userId, planName: plan, createdAt: at, updatedAt: at });
  await db.insert(planPeriods).values({ userId, planName: plan, startsAt: at });
}

/**
 * Switches the user's plan at `at`: the open period ends there and a new one starts, and the
 * subscription row shows the new plan. The one way a plan changes (admin today, billing later);
 * run it inside the caller's transaction. A change dated before the open period began would
 * rewrite history and is refused.
 */
export async function changePlan(db: Db, userId: string, plan: Plan, at: Date) {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(planPeriods)
      .where(and(eq(planPeriods.userId, userId), isNull(planPeriods.endsAt)))
      .for('update');
    if (open && open.startsAt > at) throw new AppError('plan_change_backdated');
    if (open?.planName !== plan) {
      if (open) {
        await tx.update(planPeriods).set({ endsAt: at }).where(eq(planPeriods.id, open.id));
      }
      await tx.insert(planPeriods).values({ userId, planName: plan, startsAt: at });
    }
    await tx
      .insert(subscriptions)
      .values({ userId, planName: plan, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { planName: plan, updatedAt: at } });
  });
}

/**
 * The plan the user had at `instant`. Periods follow each other without gaps, so it is the
 * latest one begun by then; before the account existed, its first plan applies.
 */
export async function planAt(db: Db, userId: string, instant: Date): Promise<Plan | undefined> {
  const [current] = await db
    .select({ plan: planPeriods.planName })
    .from(planPeriods)
    .where(and(eq(planPeriods.userId, userId), lte(planPeriods.startsAt, instant)))
    .orderBy(desc(planPeriods.startsAt), desc(planPeriods.endsAt))
    .limit(1);
  if (current) return current.plan;
  const [first] = await db
    .select({ plan: planPeriods.planName })
    .from(planPeriods)
    .where(eq(planPeriods.userId, userId))
    .orderBy(asc(planPeriods.startsAt))
    .limit(1);
  return first?.plan;
}

/**
 * The plan whose share a sale month (`YYYY-MM-DD`, its first day) gets: the one held for most of
 * the month (decision 026, `monthPlanSql`).
 */
export async function planForMonth(db: Db, userId: string, saleMonth: string) {
  const [row] = await selectRows<{ plan: Plan | null }>(
    db,
    sql`select ${sql.raw(monthPlanSql('o.user_id', 'o.month'))} as plan
        from (select ${userId}::uuid as user_id, ${saleMonth}::timestamp as month) o`,
  );
  return row?.plan ?? undefined;
}

/**
 * The owner's share, in percent, for a sale month (`YYYY-MM-DD`): that of the plan held for
 * most of it, lite's when the account has no period. `monthSharePercents` is its batch form.
 */
export async function sharePercentForMonth(db: Db, userId: string, saleMonth: string) {
  return capabilitiesFor((await planForMonth(db, userId, saleMonth)) ?? 'lite').royaltySharePercent;
}
