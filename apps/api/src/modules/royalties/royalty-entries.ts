import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { RoyaltyEntriesFilter, royaltyStatuses } from '@soundpost/contracts/royalties';
import type { Db } from '../../db/client.ts';
import { days } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { accountKey } from '../ledger/ledger.ts';
import { formatUnits } from '../ledger/money.ts';
import { planAt } from '../plans/plan-periods.ts';
import { releases } from '../releases/releases.table.ts';
import { splits } from '../splits/splits.table.ts';
import { tracks } from '../tracks/tracks.table.ts';
import { decodeCursor, encodeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';

type RoyaltyStatus = (typeof royaltyStatuses)[number];

/**
 * The ids of a group's lines (decision 035): the import's lines it lists by number, or its one
 * line. `g` is the group; a line listed is the group's while its `group_id` says so.
 */
export const groupLineIdsSql = `(select royalty_line_id(g.import_id, n) as id
    from unnest(g.line_numbers) n
    union all select g.line_id where g.line_id is not null)`;

/** What an entry shows of its line (`l`) and group (`g`), carried by artistPartsSql. */
const lineColumnsSql = `l.sale_month, l.store, l.country, l.isrc, l.upc, l.quantity, l.line_number,
    l.amount as line_amount, g.share_percent, g.track_id, g.release_id, g.import_id`;

/**
 * The artist's parts of report lines (`$1`: their user id; decisions 026, 035): as the owner of
 * the line's group (the stored `owner_amount`, the rest after splits, when it had some; else the
 * plan's share of the amount) and as a collaborator (a split's share and recoupment of one
 * line, summed: one entry per line and person). The owner's lines are found through their
 * groups. Parts of zero are not entries. `pro_amount` is what the 100% share would have paid:
 * the line's earnings, or for a part of a split line (decision 030) the part scaled up from the
 * share applied (rounded down). Each part carries its line's columns (lineColumnsSql), so
 * readers need not look the line up again.
 */
export const artistPartsSql = `
  select l.id as line_id, g.posted_at, o.amount,
    case when l.owner_basis_points is null then l.amount
      else o.amount * 100 / g.share_percent end as pro_amount,
    case when l.owner_basis_points is not null then 'rest' end as split_part,
    l.owner_basis_points as split_basis_points, 0::bigint as recouped, ${lineColumnsSql}
  from royalty_line_groups g
  cross join lateral ${groupLineIdsSql} m
  join royalty_lines l on l.id = m.id and l.group_id = g.id
  cross join lateral (select coalesce(l.owner_amount,
    royalty_owner_share(l.amount, g.share_percent)) as amount) o
  where g.owner_id = $1 and g.posted_at is not null and o.amount <> 0
  union all
  select l.id, g.posted_at, sum(s.share_amount + s.recoup_amount),
    sum(s.share_amount * 100 / g.share_percent + s.recoup_amount * 100 / g.share_percent),
    case when bool_or(s.share_amount <> 0) then 'share' else 'recoup' end,
    sum(s.basis_points) filter (where s.share_amount <> 0), sum(s.recoup_amount), ${lineColumnsSql}
  from royalty_line_splits s join royalty_lines l on l.id = s.line_id
  join royalty_line_groups g on g.id = l.group_id
  where s.collaborator_id = $1
  group by l.id, g.id`;

/** artistPartsSql for Drizzle's `sql`, with the user id as its parameter. */
export const artistParts = (userId: string) =>
  sql.join(artistPartsSql.split('$1').map(sql.raw), sql`${userId}::uuid`);

/**
 * An entry's columns and joins (`e`: a part of artistPartsSql with its line's columns). An
 * entry's id is its line's. Amounts leave as text: bigint never becomes a float.
 */
export const entryColumnsSql = `e.line_id as transaction_id, e.posted_at, e.amount::text as amount,
    e.sale_month::text as sale_month, e.store, e.country, e.isrc, e.upc, e.quantity,
    e.line_number, e.line_amount::text as line_amount, e.pro_amount::text as pro_amount,
    e.share_percent, e.split_part, e.split_basis_points::int as split_basis_points,
    e.recouped::text as recouped,
    e.track_id::text as track_id, tr.title as track_title,
    e.release_id::text as release_id, r.title as release_title,
    e.import_id::text as import_id, i.filename, i.period
  from (${artistPartsSql}) e
  join royalty_imports i on i.id = e.import_id
  left join tracks tr on tr.id = e.track_id
  left join releases r on r.id = e.release_id`;

// The artist's entries (one per line and account) with the running total (oldest first) that
// says which of them payouts have used up, then narrowed by the filters (a breakdown row's
// lines, or one entry).
const entriesSql = `
select * from (
  select (sum(e.amount) over (order by e.posted_at, e.line_id))::text as running,
    ${entryColumnsSql}
) e
where ($2::timestamptz is null or (e.posted_at, e.transaction_id) < ($2::timestamptz, $3::uuid))
  and ($5::text is null or e.store = $5)
  and ($6::text is null or e.country = $6)
  and ($7::text is null or e.release_id = $7)
  and ($8::text is null or e.track_id is not distinct from nullif($8::text, 'none'))
  and ($9::text is null or e.sale_month >= $9)
  and ($10::text is null or e.sale_month <= $10)
  and ($11::uuid is null or e.transaction_id = $11)
order by e.posted_at desc, e.transaction_id desc
limit $4`;

/** Ledger transactions that carry report lines; money that left otherwise was paid out. */
const reportKinds = sql.raw(`('royalty_line', 'unmatched_assigned', 'royalty_import')`);

// The balance is the ledger's; money that left the account other than through report lines was
// withdrawn (a failed withdrawal is returned by a transaction of its own). Of that, withdrawals
// still requested or sending are in flight, not paid. What was earned, and when, is the lines'.
// What a paid plan would have earned (`pro_earned`, the upsell's figure) counts only the user's
// own lines: a collaborator's part follows the owner's plan, which their own upgrade would not
// change.
const totalsQuery = (userId: string, before: Date) => sql`
select (select coalesce(sum(p.amount), 0) from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    where a.key = ${accountKey('artist_royalties', userId)})::text as balance,
  (select coalesce(-sum(p.amount), 0) from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    join ledger_transactions t on t.id = p.transaction_id
    where a.key = ${accountKey('artist_royalties', userId)}
      and t.kind not in ${reportKinds})::text as withdrawn,
  (select coalesce(sum(w.amount), 0) from withdrawals w
    where w.user_id = ${userId} and w.status in ('requested', 'sending'))::text as in_flight,
  coalesce(sum(e.amount) filter (
    where e.posted_at <= ${before.toISOString()}::timestamptz), 0)::text as matured,
  coalesce(sum(e.amount), 0)::text as earned,
  coalesce(sum(case when e.split_part in ('share', 'recoup') then e.amount
    else e.pro_amount end), 0)::text as pro_earned
from (${artistParts(userId)}) e`;

export type EntryRow = {
  transaction_id: string;
  posted_at: Date | string;
  amount: string;
  sale_month: string;
  store: string;
  country: string;
  isrc: string;
  upc: string;
  quantity: number;
  line_number: number;
  line_amount: string;
  pro_amount: string;
  share_percent: number;
  split_part: 'share' | 'rest' | 'recoup' | null;
  split_basis_points: number | null;
  recouped: string;
  track_id: string | null;
  track_title: string | null;
  release_id: string | null;
  release_title: string | null;
  import_id: string;
  filename: string | null;
  period: string;
};

/**
 * The days the artist's plan of today makes them wait after a credit is posted before it can be
 * withdrawn (spec section 9: 30 days paid, 90 days free).
 */
async function payoutWaitDays(ctx: AppContext, db: Db, userId: string) {
  const plan = (await planAt(db, userId, ctx.clock.now())) ?? 'lite';
  return capabilitiesFor(plan).payoutWaitDays;
}

type Totals = Record<
  'balance' | 'withdrawn' | 'in_flight' | 'matured' | 'earned' | 'pro_earned',
  string
>;

/**
 * The artist's balance, what was withdrawn, paid and is in flight, and what has matured past the
 * plan's payout wait (`waitDays`: credits posted `before` have). `db` may be the caller's
 * transaction (a withdrawal reads the balance it holds a lock on).
 */
export async function totals(ctx: AppContext, userId: string, db: Db = ctx.db) {
  const waitDays = await payoutWaitDays(ctx, db, userId);
  const before = new Date(ctx.clock.now().getTime() - days(waitDays));
  const result = await db.execute(totalsQuery(userId, before));
  const row = (result as unknown as { rows: Totals[] }).rows[0]!;
  const withdrawn = BigInt(row.withdrawn);
  const inFlight = BigInt(row.in_flight);
  const matured = BigInt(row.matured);
  return {
    balance: BigInt(row.balance),
    withdrawn,
    paid: withdrawn - inFlight,
    inFlight,
    matured,
    available: matured - withdrawn > 0n ? matured - withdrawn : 0n,
    earned: BigInt(row.earned),
    proEarned: BigInt(row.pro_earned),
    waitDays,
    before,
  };
}

/** What the artist may withdraw now (units of 10^-8 USD); `db` may be a transaction. */
export const availableUnits = async (ctx: AppContext, db: Db, userId: string) =>
  (await totals(ctx, userId, db)).available;

/** An entry as the API gives it, but for its status. */
export const entryOf = (row: EntryRow) => {
  const postedAt = new Date(row.posted_at);
  return {
    transactionId: row.transaction_id,
    amount: formatUnits(BigInt(row.amount)),
    proAmount: formatUnits(BigInt(row.pro_amount)),
    reportedAmount: formatUnits(BigInt(row.line_amount)),
    date: row.sale_month,
    postedAt: postedAt.toISOString(),
    store: row.store,
    country: row.country,
    track: row.track_id ? { id: row.track_id, title: row.track_title } : null,
    release: row.release_id ? { id: row.release_id, title: row.release_title } : null,
    isrc: row.isrc,
    upc: row.upc,
    quantity: row.quantity,
    sharePercent: row.share_percent,
    split: row.split_part
      ? {
          part: row.split_part,
          percent: row.split_basis_points === null ? null : row.split_basis_points / 100,
          recouped: formatUnits(BigInt(row.recouped)),
        }
      : null,
    report: {
      importId: row.import_id,
      filename: row.filename,
      period: row.period,
      lineNumber: row.line_number,
    },
  };
};

/** An entry that withdrawals (`withdrawn`, the oldest entries first) have used up is paid. */
const toEntry = (row: EntryRow & { running: string }, withdrawn: bigint, before: Date) => {
  const entry = entryOf(row);
  const status: RoyaltyStatus =
    BigInt(row.running) <= withdrawn
      ? 'paid'
      : new Date(entry.postedAt) <= before
        ? 'available'
        : 'pending';
  return { ...entry, status };
};

type EntriesQuery = RoyaltyEntriesFilter & {
  transactionId?: string;
  before?: PageCursor;
};

/** Entries of the artist (theirs only), newest first, narrowed by `query`; null: no limit. */
export async function queryRoyaltyEntries(
  ctx: AppContext,
  userId: string,
  query: EntriesQuery,
  limit: number | null,
) {
  const { withdrawn, before } = await totals(ctx, userId);
  const monthStart = (month?: string) => (month ? `${month}-01` : null);
  const { rows } = await ctx.database.executeSql(entriesSql, [
    userId,
    query.before?.createdAt.toISOString() ?? null,
    query.before?.id ?? null,
    limit,
    query.store ?? null,
    query.country ?? null,
    query.releaseId ?? null,
    query.trackId ?? null,
    monthStart(query.from),
    monthStart(query.to),
    query.transactionId ?? null,
  ]);
  return (rows as (EntryRow & { running: string })[]).map((row) => toEntry(row, withdrawn, before));
}

/**
 * A release or track id of a filter must be the artist's own, or one they have an accepted
 * split on (its lines pay them too): anything else is a 404.
 */
async function assertOwnFilter(ctx: AppContext, userId: string, filter: RoyaltyEntriesFilter) {
  const sharedWith = (releaseId: typeof releases.id) =>
    or(
      eq(releases.ownerId, userId),
      exists(
        ctx.db
          .select({ id: splits.id })
          .from(splits)
          .where(
            and(
              eq(splits.releaseId, releaseId),
              eq(splits.collaboratorId, userId),
              isNotNull(splits.acceptedAt),
            ),
          ),
      ),
    );
  if (filter.releaseId) {
    const [own] = await ctx.db
      .select({ id: releases.id })
      .from(releases)
      .where(and(eq(releases.id, filter.releaseId), sharedWith(releases.id)));
    if (!own) throw notFound();
  }
  if (filter.trackId && filter.trackId !== 'none') {
    const [own] = await ctx.db
      .select({ id: tracks.id })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(eq(tracks.id, filter.trackId), sharedWith(releases.id)));
    if (!own) throw notFound();
  }
}

/** The artist's royalty entries (their own only), newest first, each with its status. */
export async function listRoyaltyEntries(
  ctx: AppContext,
  userId: string,
  query: RoyaltyEntriesFilter & { cursor?: string; limit: number },
) {
  const { cursor, limit, ...filter } = query;
  await assertOwnFilter(ctx, userId, filter);
  const before = decodeCursor(cursor);
  const entries = await queryRoyaltyEntries(ctx, userId, { ...filter, before }, limit + 1);
  const items = entries.slice(0, limit);
  const last = items.at(-1);
  const more = entries.length > limit && last;
  return {
    items,
    nextCursor: more
      ? encodeCursor({ createdAt: new Date(last.postedAt), id: last.transactionId })
      : null,
  };
}

/** One entry of the artist with its report line; another's (or none) is a 404. */
export async function getRoyaltyEntry(ctx: AppContext, userId: string, transactionId: string) {
  if (!isUuid(transactionId)) throw notFound();
  const [entry] = await queryRoyaltyEntries(ctx, userId, { transactionId }, 1);
  if (!entry) throw notFound();
  return entry;
}
