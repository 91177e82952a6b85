import { desc, eq, lte } from 'drizzle-orm';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { planPrices, type PlanPriceRow } from './plans.table.ts';

type NewPrice = typeof planPrices.$inferInsert;

/** Adds prices; one already there for the same plan and moment is left as it is. */
export async function insertPricesIfAbsent(db: Db, rows: NewPrice[]) {
  await db.insert(planPrices).values(rows).onConflictDoNothing();
}

/** Adds one price; false when the plan already has one from that very moment. */
export async function insertPrice(db: Db, row: NewPrice): Promise<boolean> {
  const inserted = await db
    .insert(planPrices)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: planPrices.id });
  return inserted.length > 0;
}

/** Each plan's price in force at `at`: the latest one effective by then. */
export async function findPricesAt(db: Db, at: Date): Promise<PlanPriceRow[]> {
  return db
    .selectDistinctOn([planPrices.plan])
    .from(planPrices)
    .where(lte(planPrices.effectiveFrom, at))
    .orderBy(planPrices.plan, desc(planPrices.effectiveFrom));
}

/** Every price a plan has had, newest first. */
export async function findPriceHistory(db: Db, plan: Plan): Promise<PlanPriceRow[]> {
  return db
    .select()
    .from(planPrices)
    .where(eq(planPrices.plan, plan))
    .orderBy(desc(planPrices.effectiveFrom));
}
