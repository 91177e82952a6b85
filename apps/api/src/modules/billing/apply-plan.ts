import { and, eq, isNull } from 'drizzle-orm';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { changePlan } from '../plans/plan-periods.ts';
import { planPeriods } from '../plans/plan-periods.table.ts';

/**
 * Billing's plan change, through changePlan: at `at`, or when a late or out-of-order payment
 * event names a moment before the plan in force began, at that beginning (history is never
 * rewritten). Nothing happens when the user has the plan already.
 */
export async function applyPlan(db: Db, userId: string, plan: Plan, at: Date) {
  const [open] = await db
    .select()
    .from(planPeriods)
    .where(and(eq(planPeriods.userId, userId), isNull(planPeriods.endsAt)));
  if (open?.planName === plan) return;
  const when = open && open.startsAt > at ? open.startsAt : at;
  await changePlan(db, userId, plan, when);
}
