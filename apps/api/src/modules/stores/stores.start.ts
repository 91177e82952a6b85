import type { AppContext } from '../../lib/context.ts';
import { seedStores } from './stores.service.ts';

/** The stores module's start-up: every process seeds the catalogue (idempotently). */
export async function startStores(ctx: AppContext) {
  await seedStores(ctx.db);
}
