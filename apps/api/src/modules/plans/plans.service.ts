import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type {
  AdminPlanPrice,
  PaidPlan,
  PlanCatalogue,
  planPriceInputSchema,
  PlanPrice,
} from '@soundpost/contracts/plans';
import { plans, type Plan } from '@soundpost/contracts/users';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import * as repo from './plans.repository.ts';
import type { PlanPriceRow } from './plans.table.ts';

/** The spec's yearly prices (section 9), in force from before any period could start. */
const specPrices: Record<Plan, PlanPrice> = {
  lite: { amountMinor: 0, currency: 'USD' },
  artist: { amountMinor: 4999, currency: 'USD' },
  pro: { amountMinor: 9999, currency: 'USD' },
};
const seedMoment = new Date('2000-01-01T00:00:00Z');

/**
 * Gives every plan the spec's price unless it has one from the seed moment already: the same
 * row each time, so concurrent start-ups and restarts add nothing, and an admin's later price
 * stays in force.
 */
export async function seedPlanPrices(db: Db) {
  await repo.insertPricesIfAbsent(
    db,
    plans.map((plan) => ({ plan, ...specPrices[plan], effectiveFrom: seedMoment })),
  );
}

const unseeded = (plan: Plan) => new Error(`plan ${plan} has no price: seeding did not run`);

const priceOf = (row: PlanPriceRow): PlanPrice => ({
  amountMinor: row.amountMinor,
  currency: row.currency,
});

/** The public catalogue: every plan, free first, with its price now and its capabilities. */
export async function listPlans(ctx: AppContext): Promise<PlanCatalogue> {
  const rows = await repo.findPricesAt(ctx.db, ctx.clock.now());
  const byPlan = new Map(rows.map((row) => [row.plan, row]));
  return {
    items: plans.map((plan) => {
      const row = byPlan.get(plan);
      if (!row) throw unseeded(plan);
      return { plan, yearly: priceOf(row), capabilities: capabilitiesFor(plan) };
    }),
  };
}

const entryOf = (row: PlanPriceRow) => ({
  ...priceOf(row),
  effectiveFrom: row.effectiveFrom.toISOString(),
  setBy: row.setBy,
});

/** A paid plan's price as the admin sees it: the one in force now and every earlier one. */
export async function getPlanPrice(ctx: AppContext, plan: PaidPlan): Promise<AdminPlanPrice> {
  const now = ctx.clock.now();
  const history = await repo.findPriceHistory(ctx.db, plan);
  const current = history.find((row) => row.effectiveFrom <= now) ?? history.at(-1);
  if (!current) throw unseeded(plan);
  return { plan, current: entryOf(current), history: history.map(entryOf) };
}

/**
 * Sets a paid plan's yearly price from now on: a new row, never a change to an old one, so
 * periods that began earlier keep the price they started with. 409 `conflict` when another
 * price was set at the very same moment.
 */
export async function setPlanPrice(
  ctx: AppContext,
  adminId: string,
  plan: PaidPlan,
  input: z.output<typeof planPriceInputSchema>,
): Promise<AdminPlanPrice> {
  const inserted = await repo.insertPrice(ctx.db, {
    plan,
    ...input,
    effectiveFrom: ctx.clock.now(),
    setBy: adminId,
  });
  if (!inserted) throw conflict();
  return getPlanPrice(ctx, plan);
}
