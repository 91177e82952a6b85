import type { TrendMapping } from '@soundpost/contracts/analytics';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { storeView } from '../stores/index.ts';
import { storeTrendMappings } from './analytics.table.ts';

const stores = storeView();

/** A catalogue store's saved trend CSV mapping, with whether the store exists. */
async function storeMapping(ctx: AppContext, storeId: string) {
  const [row] = await ctx.db
    .select({ id: stores.id, mapping: storeTrendMappings.mapping })
    .from(stores)
    .leftJoin(storeTrendMappings, eq(storeTrendMappings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound();
  return row.mapping;
}

/** GET: the store's trend mapping (404 for an unknown store or one without a mapping). */
export async function getTrendMapping(ctx: AppContext, storeId: string) {
  const mapping = await storeMapping(ctx, storeId);
  if (!mapping) throw notFound();
  return mapping;
}

/** PUT: saves (or replaces) the store's trend mapping, and answers it. */
export async function saveTrendMapping(
  ctx: AppContext,
  adminId: string,
  storeId: string,
  mapping: TrendMapping,
) {
  await storeMapping(ctx, storeId);
  const saved = { mapping, updatedBy: adminId, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(storeTrendMappings)
    .values({ storeId, ...saved })
    .onConflictDoUpdate({ target: storeTrendMappings.storeId, set: saved });
  return mapping;
}
