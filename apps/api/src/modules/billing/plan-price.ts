import type { PlanPrice } from '@soundpost/contracts/plans';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { findPricesAt } from '../plans/index.ts';

/** A plan's yearly price in force at `at` (plan_prices, decision 027). */
export async function priceAt(db: Db, plan: Plan, at: Date): Promise<PlanPrice> {
  const row = (await findPricesAt(db, at)).find((price) => price.plan === plan);
  if (!row) throw new Error(`plan ${plan} has no price at ${at.toISOString()}`);
  return { amountMinor: row.amountMinor, currency: row.currency };
}
