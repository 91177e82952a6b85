import type { z } from 'zod';
import type {
  QuotaTool,
  ToolAllowance,
  toolQuotaInputSchema,
  ToolQuota,
  ToolQuotaList,
} from '@soundpost/contracts/tool-quotas';
import { plans, type Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './tool-quotas.repository.ts';
import type { ToolQuotaRow } from './tool-quotas.table.ts';

/**
 * The allowances a fresh instance starts with (decisions 046, 047, 049, 052): the free plan
 * writes 5 lyrics, makes 2 final masters, asks for 3 sets of cover art and pitches 1 song a
 * month; paid plans are unlimited, but for 10 pitches a month on Artist. An admin changes them at
 * /admin/settings.
 */
export const defaultAllowances: Record<QuotaTool, Record<Plan, number | null>> = {
  cover_art: { lite: 3, artist: null, pro: null },
  lyrics: { lite: 5, artist: null, pro: null },
  mastering: { lite: 2, artist: null, pro: null },
  playlist_pitch: { lite: 1, artist: 10, pro: null },
};
const seedMoment = new Date('2000-01-01T00:00:00Z');

/** Who uses a tool: the account and its plan (a session's user, or a job's owner). */
export type ToolUser = { id: string; planName: Plan };

/** A use taken from a month's allowance, to give back when the work it paid for fails. */
export type ToolUse = { userId: string; tool: QuotaTool; month: string };

/**
 * Gives every plan its default allowance of every tool it has none of: the same rows each
 * time, so restarts and concurrent start-ups add nothing and an admin's value stays.
 */
export async function seedToolQuotas(db: Db) {
  await repo.insertQuotasIfAbsent(
    db,
    Object.entries(defaultAllowances).flatMap(([tool, byPlan]) =>
      plans.map((plan) => ({
        plan,
        tool: tool as QuotaTool,
        monthlyAllowance: byPlan[plan],
        updatedAt: seedMoment,
      })),
    ),
  );
}

const quotaView = (row: ToolQuotaRow): ToolQuota => ({
  plan: row.plan,
  tool: row.tool,
  monthlyAllowance: row.monthlyAllowance,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** Every plan's allowance of every tool, as the admin sees them: by tool, plans in order. */
export async function listToolQuotas(ctx: AppContext): Promise<ToolQuotaList> {
  const rows = await repo.findQuotas(ctx.db);
  const order = (row: ToolQuotaRow) => plans.indexOf(row.plan);
  return {
    items: rows.sort((a, b) => a.tool.localeCompare(b.tool) || order(a) - order(b)).map(quotaView),
  };
}

/** Sets a plan's monthly allowance of a tool; it applies at once, to this month too. */
export async function setToolQuota(
  ctx: AppContext,
  adminId: string,
  plan: Plan,
  tool: QuotaTool,
  input: z.output<typeof toolQuotaInputSchema>,
): Promise<ToolQuota> {
  const row = await repo.updateQuota(ctx.db, plan, tool, {
    monthlyAllowance: input.monthlyAllowance,
    updatedAt: ctx.clock.now(),
    updatedBy: adminId,
  });
  if (!row) throw notFound();
  return quotaView(row);
}

/** The calendar month (UTC) around `now`: its first day as a date, and when the next begins. */
function monthOf(now: Date) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month: first.toISOString().slice(0, 10), resetsAt: next.toISOString() };
}

async function limitOf(db: Db, user: ToolUser, tool: QuotaTool) {
  const quota = await repo.findQuota(db, user.planName, tool);
  // A tool without a row has not been seeded: refuse rather than give it away.
  return quota ? quota.monthlyAllowance : 0;
}

/** What the user has of a tool this month: used, the plan's limit (null: unlimited), reset. */
export async function findToolAllowance(
  ctx: AppContext,
  user: ToolUser,
  tool: QuotaTool,
): Promise<ToolAllowance> {
  const { month, resetsAt } = monthOf(ctx.clock.now());
  const [limit, used] = await Promise.all([
    limitOf(ctx.db, user, tool),
    repo.findUsed(ctx.db, { userId: user.id, tool, month }),
  ]);
  return { tool, used, limit, resetsAt };
}

/**
 * Takes one use of a tool from the user's monthly allowance, atomically: of two requests for
 * the last use, one gets it. 409 `tool_quota_reached` (context: the tool, so each tool has
 * its own message) when none is left. Give the use back with `returnToolUse` if the work fails.
 */
export async function takeToolUse(
  ctx: AppContext,
  user: ToolUser,
  tool: QuotaTool,
  db: Db = ctx.db,
): Promise<ToolUse> {
  const { month, resetsAt } = monthOf(ctx.clock.now());
  const limit = await limitOf(db, user, tool);
  const key = { userId: user.id, tool, month };
  const used = limit === 0 ? undefined : await repo.takeUse(db, key, limit);
  if (used === undefined) {
    throw new AppError('tool_quota_reached', {
      params: { context: tool, limit: limit ?? 0, resetsAt },
    });
  }
  return key;
}

/** The use `takeToolUse` took for `userId` at `at` (for work that gives it back later). */
export function toolUseAt(userId: string, tool: QuotaTool, at: Date): ToolUse {
  return { userId, tool, month: monthOf(at).month };
}

/** Gives back a use taken by `takeToolUse` (the generation or render it paid for failed). */
export async function returnToolUse(ctx: AppContext, use: ToolUse) {
  await repo.returnUse(ctx.db, use);
}
