import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { days } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { accountKey } from '../ledger/ledger.ts';
import { formatUnits } from '../ledger/money.ts';
import { planAt } from '../plans/plan-periods.ts';
import { decodeCursor, encodeCursor } from '../users/page-cursor.ts';

// Report-line postings of the artist's account, with the running total (oldest first) that
// says which of them payouts have used up. Amounts leave as text: bigint never becomes a float.
const entriesSql = `
select * from (
  select t.id as transaction_id, t.posted_at, p.amount::text as amount,
    (sum(p.amount) over (order by t.posted_at, t.id))::text as running,
    l.sale_month::text as sale_month, l.store, l.country, l.isrc, l.quantity,
    l.amount::text as pro_amount, l.share_percent, tr.id::text as track_id, tr.title as track_title
  from ledger_postings p
  join ledger_accounts a on a.id = p.account_id
  join ledger_transactions t on t.id = p.transaction_id
  join royalty_lines l on l.id = t.royalty_line_id
  left join tracks tr on tr.id = l.track_id
  where a.key = $1
) e
where $2::timestamptz is null or (e.posted_at, e.transaction_id) < ($2::timestamptz, $3::uuid)
order by e.posted_at desc, e.transaction_id desc
limit $4`;

// Money that left the account other than through a report line is money paid out (withdrawals
// in flight included; a failed one is returned by a transaction of its own).
const totalsQuery = (key: string, before: Date) => sql`
select coalesce(sum(p.amount), 0)::text as balance,
  coalesce(-sum(p.amount) filter (where t.royalty_line_id is null), 0)::text as paid,
  coalesce(sum(p.amount) filter (
    where t.royalty_line_id is not null and t.posted_at <= ${before.toISOString()}::timestamptz
  ), 0)::text as matured
from ledger_postings p
join ledger_accounts a on a.id = p.account_id
join ledger_transactions t on t.id = p.transaction_id
where a.key = ${key}`;

type EntryRow = {
  transaction_id: string;
  posted_at: Date | string;
  amount: string;
  running: string;
  sale_month: string;
  store: string;
  country: string;
  isrc: string;
  quantity: number;
  pro_amount: string;
  share_percent: number;
  track_id: string | null;
  track_title: string | null;
};

/**
 * What the artist's plan of today makes them wait after a credit is posted before it can be
 * withdrawn (spec section 9: 30 days paid, 90 days free): credits posted before the answer
 * are available.
 */
async function availableBefore(ctx: AppContext, db: Db, userId: string) {
  const now = ctx.clock.now();
  const plan = (await planAt(db, userId, now)) ?? 'lite';
  return new Date(now.getTime() - days(capabilitiesFor(plan).payoutWaitDays));
}

type Totals = { balance: string; paid: string; matured: string };

/** `db` may be the caller's transaction (a withdrawal reads the balance it holds a lock on). */
async function totals(ctx: AppContext, userId: string, db: Db = ctx.db) {
  const before = await availableBefore(ctx, db, userId);
  const result = await db.execute(totalsQuery(accountKey('artist_royalties', userId), before));
  const row = (result as unknown as { rows: Totals[] }).rows[0]!;
  const balance = BigInt(row.balance);
  const paid = BigInt(row.paid);
  const matured = BigInt(row.matured);
  const available = matured - paid > 0n ? matured - paid : 0n;
  return { balance, paid, available, before };
}

/** What the artist may withdraw now (units of 10^-8 USD); `db` may be a transaction. */
export const availableUnits = async (ctx: AppContext, db: Db, userId: string) =>
  (await totals(ctx, userId, db)).available;

/** The artist's royalty entries (their own only), newest first, each with its status. */
export async function listRoyaltyEntries(
  ctx: AppContext,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const cursor = decodeCursor(query.cursor);
  const { paid, before } = await totals(ctx, userId);
  const { rows } = await ctx.database.executeSql(entriesSql, [
    accountKey('artist_royalties', userId),
    cursor?.createdAt.toISOString() ?? null,
    cursor?.id ?? null,
    query.limit + 1,
  ]);
  const entries = (rows as EntryRow[]).map((row) => {
    const postedAt = new Date(row.posted_at);
    const status =
      BigInt(row.running) <= paid ? 'paid' : postedAt <= before ? 'available' : 'pending';
    return {
      transactionId: row.transaction_id,
      amount: formatUnits(BigInt(row.amount)),
      proAmount: formatUnits(BigInt(row.pro_amount)),
      date: row.sale_month,
      postedAt: postedAt.toISOString(),
      status: status as 'paid' | 'available' | 'pending',
      platform: row.store,
      country: row.country,
      track: row.track_id ? { id: row.track_id, title: row.track_title } : null,
      isrc: row.isrc,
      quantity: row.quantity,
      sharePercent: row.share_percent,
    };
  });
  const items = entries.slice(0, query.limit);
  const last = items.at(-1);
  const more = entries.length > query.limit && last;
  return {
    items,
    nextCursor: more
      ? encodeCursor({ createdAt: new Date(last.postedAt), id: last.transactionId })
      : null,
  };
}

/**
 * The artist's balance and its parts: paid out, available (credits past the payout wait, less
 * what was paid) and pending (the rest). Derived from the ledger on every call.
 */
export async function royaltySummary(ctx: AppContext, userId: string) {
  const { balance, paid, available } = await totals(ctx, userId);
  return {
    currency: 'USD' as const,
    balance: formatUnits(balance),
    available: formatUnits(available),
    pending: formatUnits(balance - available),
    paid: formatUnits(paid),
  };
}
