import type { AppContext } from '../../lib/context.ts';
import { seedPlanPrices } from './plans.service.ts';

/** The plans module's start-up: every process seeds the spec's prices (idempotently). */
export async function startPlans(ctx: AppContext) {
  await seedPlanPrices(ctx.db);
}
