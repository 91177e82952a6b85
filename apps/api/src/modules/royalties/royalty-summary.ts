import { sql } from 'drizzle-orm';
import { days } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits } from '../ledger/index.ts';
import { artistParts, totals } from './royalty-entries.ts';

type Totals = Awaited<ReturnType<typeof totals>>;

/**
 * The pending credits by the day (UTC) they become available, soonest first: each at the latest
 * moment one of its credits does. When withdrawals took more than had matured (a plan with a
 * longer wait since), the excess comes off the soonest parts, so the parts add up to pending.
 */
async function upcomingCredits(ctx: AppContext, userId: string, t: Totals) {
  const result = await ctx.db.execute(sql`
    select max(e.posted_at) as posted_at, sum(e.amount)::text as amount
    from (${artistParts(userId)}) e
    where e.posted_at > ${t.before.toISOString()}::timestamptz
    group by (e.posted_at at time zone 'UTC')::date
    order by 1`);
  const rows = (result as unknown as { rows: { posted_at: Date | string; amount: string }[] }).rows;
  let excess = t.withdrawn > t.matured ? t.withdrawn - t.matured : 0n;
  const parts = [];
  for (const row of rows) {
    let amount = BigInt(row.amount);
    const used = excess < amount ? excess : amount;
    amount -= used;
    excess -= used;
    if (amount <= 0n) continue;
    const availableAt = new Date(new Date(row.posted_at).getTime() + days(t.waitDays));
    parts.push({ availableAt: availableAt.toISOString(), amount: formatUnits(amount) });
  }
  return parts;
}

/**
 * What a paid plan would have earned the artist (the upsell's figure): only their own lines
 * count, since a collaborator's part follows the owner's plan, which their own upgrade would not
 * change.
 */
async function proEarned(ctx: AppContext, userId: string) {
  const result = await ctx.db.execute(sql`
    select coalesce(sum(case when e.split_part in ('share', 'recoup') then e.amount
      else e.pro_amount end), 0)::text as amount
    from (${artistParts(userId)}) e`);
  return BigInt((result as unknown as { rows: { amount: string }[] }).rows[0]!.amount);
}

/**
 * The artist's balance and its parts: available (credits past the payout wait, less what was
 * withdrawn) and pending (the rest, with when each part becomes available); beside it, what
 * withdrawals paid and what is in flight. Derived from the ledger on every call.
 */
export async function royaltySummary(ctx: AppContext, userId: string) {
  const t = await totals(ctx, userId);
  return {
    currency: 'USD' as const,
    balance: formatUnits(t.balance),
    available: formatUnits(t.available),
    pending: formatUnits(t.balance - t.available),
    paid: formatUnits(t.paid),
    inFlight: formatUnits(t.inFlight),
    earned: formatUnits(t.earned),
    proEarned: formatUnits(await proEarned(ctx, userId)),
    payoutWaitDays: t.waitDays,
    upcoming: await upcomingCredits(ctx, userId, t),
  };
}
