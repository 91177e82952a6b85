import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { changePlan, findOpenPlanPeriod } from '../plans/index.ts';

/**
 * Billing's plan change, through changePlan: at `at`, or when a late or out-of-order payment
 * event names a moment before the plan in force began, at that beginning (history is never
 * rewritten). Nothing happens when the user has the plan already.
 */
export async function applyPlan(db: Db, userId: string, plan: Plan, at: Date) {
  const open = await findOpenPlanPeriod(db, userId);
  if (open?.planName === plan) return;
  const when = open && open.startsAt > at ? open.startsAt : at;
  await changePlan(db, userId, plan, when);
}
