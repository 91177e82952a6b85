import { eq } from 'drizzle-orm';
import { storeView } from '../stores/index.ts';
import type { ReportMapping } from '@soundpost/contracts/royalties';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { storeReportMappings } from './royalties.table.ts';

const stores = storeView();

const notFound = () => new AppError('not_found');

async function requireStore(ctx: AppContext, storeId: string) {
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
}

/** The store's saved CSV mapping, or undefined when none was saved. */
export async function findReportMapping(db: Db, storeId: string) {
  const [row] = await db
    .select({ mapping: storeReportMappings.mapping })
    .from(storeReportMappings)
    .where(eq(storeReportMappings.storeId, storeId));
  return row?.mapping;
}

/** GET: the mapping of a catalogue store (404 for an unknown store or one without a mapping). */
export async function getReportMapping(ctx: AppContext, storeId: string) {
  await requireStore(ctx, storeId);
  const mapping = await findReportMapping(ctx.db, storeId);
  if (!mapping) throw notFound();
  return mapping;
}

/** PUT: saves (or replaces) the store's mapping, and answers it. */
export async function saveReportMapping(
  ctx: AppContext,
  adminId: string,
  storeId: string,
  mapping: ReportMapping,
) {
  await requireStore(ctx, storeId);
  const row = { mapping, updatedBy: adminId, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(storeReportMappings)
    .values({ storeId, ...row })
    .onConflictDoUpdate({ target: storeReportMappings.storeId, set: row });
  return mapping;
}
