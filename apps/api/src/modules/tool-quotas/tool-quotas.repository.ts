import { and, eq, sql } from 'drizzle-orm';
import type { QuotaTool } from '@soundpost/contracts/tool-quotas';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { toolQuotas, toolUsage, type ToolQuotaRow } from './tool-quotas.table.ts';

type NewQuota = typeof toolQuotas.$inferInsert;

/** Adds quotas; one a plan already has for that tool is left as it is (an admin's change). */
export async function insertQuotasIfAbsent(db: Db, rows: NewQuota[]) {
  if (rows.length > 0) await db.insert(toolQuotas).values(rows).onConflictDoNothing();
}

/** Every plan's quota of every tool. */
export async function findQuotas(db: Db): Promise<ToolQuotaRow[]> {
  return db.select().from(toolQuotas);
}

/** One plan's quota of one tool. */
export async function findQuota(
  db: Db,
  plan: Plan,
  tool: QuotaTool,
): Promise<ToolQuotaRow | undefined> {
  const [row] = await db
    .select()
    .from(toolQuotas)
    .where(and(eq(toolQuotas.plan, plan), eq(toolQuotas.tool, tool)));
  return row;
}

/** Sets one quota; undefined when the plan has no row for the tool (not seeded). */
export async function updateQuota(
  db: Db,
  plan: Plan,
  tool: QuotaTool,
  changes: Pick<ToolQuotaRow, 'monthlyAllowance' | 'updatedAt' | 'updatedBy'>,
): Promise<ToolQuotaRow | undefined> {
  const [row] = await db
    .update(toolQuotas)
    .set(changes)
    .where(and(eq(toolQuotas.plan, plan), eq(toolQuotas.tool, tool)))
    .returning();
  return row;
}

type UsageKey = { userId: string; tool: QuotaTool; month: string };

/** Uses counted for the month (0 without a row). */
export async function findUsed(db: Db, key: UsageKey): Promise<number> {
  const [row] = await db
    .select({ used: toolUsage.used })
    .from(toolUsage)
    .where(
      and(
        eq(toolUsage.userId, key.userId),
        eq(toolUsage.tool, key.tool),
        eq(toolUsage.month, key.month),
      ),
    );
  return row?.used ?? 0;
}

/**
 * Counts one use when fewer than `limit` were counted (null: no limit), in one conditional
 * upsert: the row lock queues concurrent callers, so at most `limit` ever succeed. The new
 * count, or undefined when the limit was reached. `limit` must be at least 1 (an insert of the
 * first use is not conditional).
 */
export async function takeUse(
  db: Db,
  key: UsageKey,
  limit: number | null,
): Promise<number | undefined> {
  const [row] = await db
    .insert(toolUsage)
    .values({ ...key, used: 1 })
    .onConflictDoUpdate({
      target: [toolUsage.userId, toolUsage.tool, toolUsage.month],
      set: { used: sql`${toolUsage.used} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${toolUsage.used} < ${limit}` }),
    })
    .returning({ used: toolUsage.used });
  return row?.used;
}

/** Gives one use back (the work it paid for failed). */
export async function returnUse(db: Db, key: UsageKey) {
  await db
    .update(toolUsage)
    .set({ used: sql`greatest(${toolUsage.used} - 1, 0)` })
    .where(
      and(
        eq(toolUsage.userId, key.userId),
        eq(toolUsage.tool, key.tool),
        eq(toolUsage.month, key.month),
      ),
    );
}
