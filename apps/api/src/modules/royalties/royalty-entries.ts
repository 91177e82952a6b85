import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import { splitView } from '../splits/index.ts';
import { releaseView, trackView } from '../releases/index.ts';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { RoyaltyEntriesFilter, royaltyStatuses } from '@soundpost/contracts/royalties';
import type { Db } from '../../db/client.ts';
import { days } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { accountKey, accountSumsSql, formatUnits, type TransactionKind } from '../ledger/index.ts';
import { planAt } from '../plans/index.ts';
import { decodeCursor, encodeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import { selectRows } from '../../db/select-rows.ts';
import { releasesAsR, tracksAsTr } from './catalogue-sql.ts';
import {
  compareKeys,
  keyOfLine,
  partsFrom,
  sumAbove,
  type PartKey,
  type WalkedPart,
} from './royalty-entry-walk.ts';

const releases = releaseView();
const splits = splitView();
const tracks = trackView();

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
 * readers need not look the line up again. `listed`: only the parts of the lines `$2` (ids).
 */
const artistPartsOf = (lines: 'all' | 'listed') => `
  select l.id as line_id, g.posted_at, o.amount,
    case when l.owner_basis_points is null then l.amount
      else o.amount * 100 / g.share_percent end as pro_amount,
    case when l.owner_basis_points is not null then 'rest' end as split_part,
    l.owner_basis_points as split_basis_points, 0::bigint as recouped, ${lineColumnsSql}
  from royalty_line_groups g
  cross join lateral ${lines === 'all' ? groupLineIdsSql : '(select unnest($2::uuid[]) as id)'} m
  join royalty_lines l on l.id = m.id and l.group_id = g.id
  cross join lateral (select coalesce(l.owner_amount,
    royalty_owner_share(l.amount, g.share_percent)) as amount) o
  where g.owner_id = $1 and g.posted_at is not null and o.amount <> 0${
    lines === 'all'
      ? ''
      : ' and g.id in (select group_id from royalty_lines where id = any($2::uuid[]))'
  }
  union all
  select l.id, g.posted_at, sum(s.share_amount + s.recoup_amount),
    sum(s.share_amount * 100 / g.share_percent + s.recoup_amount * 100 / g.share_percent),
    case when bool_or(s.share_amount <> 0) then 'share' else 'recoup' end,
    sum(s.basis_points) filter (where s.share_amount <> 0), sum(s.recoup_amount), ${lineColumnsSql}
  from royalty_line_splits s join royalty_lines l on l.id = s.line_id
  join royalty_line_groups g on g.id = l.group_id
  where s.collaborator_id = $1${lines === 'all' ? '' : ' and s.line_id = any($2::uuid[])'}
  group by l.id, g.id`;

export const artistPartsSql = artistPartsOf('all');

/** artistPartsSql for Drizzle's `sql`, with the user id as its parameter. */
export const artistParts = (userId: string) =>
  sql.join(artistPartsSql.split('$1').map(sql.raw), sql`${userId}::uuid`);

/**
 * An entry's columns and joins (`e`: a part of artistPartsSql with its line's columns). An
 * entry's id is its line's. Amounts leave as text: bigint never becomes a float.
 */
export const entryColumnsOf = (parts: string) => `e.line_id, e.posted_at, e.amount::text as amount,
    e.sale_month::text as sale_month, e.store, e.country, e.isrc, e.upc, e.quantity,
    e.line_number, e.line_amount::text as line_amount, e.pro_amount::text as pro_amount,
    e.share_percent, e.split_part, e.split_basis_points::int as split_basis_points,
    e.recouped::text as recouped,
    e.track_id::text as track_id, tr.title as track_title,
    e.release_id::text as release_id, r.title as release_title,
    e.import_id::text as import_id, i.filename, i.period
  from (${parts}) e
  join royalty_imports i on i.id = e.import_id
  left join ${tracksAsTr} on tr.id = e.track_id
  left join ${releasesAsR} on r.id = e.release_id`;

export const entryColumnsSql = entryColumnsOf(artistPartsSql);

/**
 * Ledger transactions that carry report lines, and the void that takes an import's back; money
 * that left the account otherwise was withdrawn.
 */
const reportKinds: TransactionKind[] = [
  'royalty_line',
  'unmatched_assigned',
  'royalty_import',
  'royalty_import_void',
];

// The balance is the ledger's; money that left the account other than through report lines was
// withdrawn (a failed withdrawal is returned by a transaction of its own). Of that, withdrawals
// still requested or sending are in flight, not paid. What report lines brought is earned: the
// sum of the artist's parts (a test holds the two equal), read from the few postings per import
// instead of the lines.
const ledgerQuery = (userId: string) => sql`
select l.balance::text as balance, l.of_kinds::text as earned,
  (-l.other_kinds)::text as withdrawn,
  (select coalesce(sum(w.amount), 0) from withdrawals w
    where w.user_id = ${userId} and w.status in ('requested', 'sending'))::text as in_flight
from (${accountSumsSql(accountKey('artist_royalties', userId), reportKinds)}) l`;

// The parts posted after `before`, still in the payout wait: only recent groups are read.
const waitingQuery = (userId: string, before: Date) => sql`
select coalesce(sum(e.amount), 0)::text as waiting
from (${artistParts(userId)}) e
where e.posted_at > ${before.toISOString()}::timestamptz`;

export type EntryRow = {
  line_id: string;
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

/**
 * The artist's balance, what was withdrawn, paid and is in flight, what report lines earned them,
 * and what has matured past the plan's payout wait (`waitDays`: credits posted `before` have).
 * `db` may be the caller's transaction (a withdrawal reads the balance it holds a lock on).
 */
export async function totals(ctx: AppContext, userId: string, db: Db = ctx.db) {
  const waitDays = await payoutWaitDays(ctx, db, userId);
  const before = new Date(ctx.clock.now().getTime() - days(waitDays));
  const [row] = await selectRows<Record<'balance' | 'earned' | 'withdrawn' | 'in_flight', string>>(
    db,
    ledgerQuery(userId),
  );
  const [waiting] = await selectRows<{ waiting: string }>(db, waitingQuery(userId, before));
  const earned = BigInt(row!.earned);
  const withdrawn = BigInt(row!.withdrawn);
  const inFlight = BigInt(row!.in_flight);
  const matured = earned - BigInt(waiting!.waiting);
  return {
    balance: BigInt(row!.balance),
    withdrawn,
    paid: withdrawn - inFlight,
    inFlight,
    matured,
    available: matured - withdrawn > 0n ? matured - withdrawn : 0n,
    earned,
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
    lineId: row.line_id,
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

/**
 * An entry whose running total (the sum of the artist's parts up to it, oldest first) withdrawals
 * have used up is paid; else it is available past the payout wait, or pending.
 */
const statusOf = (running: bigint, postedAt: string, t: { withdrawn: bigint; before: Date }) =>
  (running <= t.withdrawn
    ? 'paid'
    : new Date(postedAt) <= t.before
      ? 'available'
      : 'pending') satisfies RoyaltyStatus as RoyaltyStatus;

const listedPartsSql = `select ${entryColumnsOf(artistPartsOf('listed'))}`;

/**
 * The entries of walked parts with their statuses, in the walk's order: their columns are read
 * for those lines only.
 */
async function entriesOf(
  ctx: AppContext,
  userId: string,
  picked: { part: WalkedPart; running: bigint }[],
  t: { withdrawn: bigint; before: Date },
) {
  if (picked.length === 0) return [];
  const ids = [...new Set(picked.map(({ part }) => part.lineId))];
  const { rows } = await ctx.database.executeSql(listedPartsSql, [userId, ids]);
  const byLine = new Map((rows as EntryRow[]).map((row) => [row.line_id, row]));
  return picked.flatMap(({ part, running }) => {
    const row = byLine.get(part.lineId);
    if (!row) return [];
    const entry = entryOf(row);
    return [{ ...entry, status: statusOf(running, entry.postedAt, t) }];
  });
}

/**
 * Entries of the artist (theirs only), newest first, below the cursor's line (`before`),
 * narrowed by the filter: the walk reads the parts from the cursor down until the page is full,
 * carrying the sum of the parts above each (decision 037).
 */
async function queryRoyaltyEntries(
  ctx: AppContext,
  userId: string,
  filter: RoyaltyEntriesFilter,
  before: PageCursor | undefined,
  limit: number,
) {
  const t = await totals(ctx, userId);
  const sql = ctx.database.executeSql;
  let from: PartKey | null = null;
  if (before) {
    from = (await keyOfLine(sql, before.id)) ?? {
      // The cursor's line is no longer posted (its import was voided): what was posted at or
      // before its instant comes next (a group id above any group's).
      us: BigInt(before.createdAt.getTime()) * 1000n + 999n,
      groupId: 2n ** 62n,
      lineNumber: 2 ** 31 - 1,
    };
  }
  let above = from ? await sumAbove(sql, userId, from, t.earned) : 0n;
  const picked: { part: WalkedPart; running: bigint }[] = [];
  for await (const part of partsFrom(sql, userId, from, filter)) {
    above += part.gap;
    const running = t.earned - above;
    above += part.amount;
    if (from && compareKeys(part, from) === 0) continue;
    if (!part.matches) continue;
    picked.push({ part, running });
    if (picked.length === limit) break;
  }
  return entriesOf(ctx, userId, picked, t);
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
  const entries = await queryRoyaltyEntries(ctx, userId, filter, decodeCursor(cursor), limit + 1);
  const items = entries.slice(0, limit);
  const last = items.at(-1);
  const more = entries.length > limit && last;
  return {
    items,
    nextCursor: more ? encodeCursor({ createdAt: new Date(last.postedAt), id: last.lineId }) : null,
  };
}

/** One entry of the artist with its report line; another's (or none) is a 404. */
export async function getRoyaltyEntry(ctx: AppContext, userId: string, lineId: string) {
  if (!isUuid(lineId)) throw notFound();
  const sql = ctx.database.executeSql;
  const key = await keyOfLine(sql, lineId);
  if (!key) throw notFound();
  const t = await totals(ctx, userId);
  const { rows } = await sql(listedPartsSql, [userId, [lineId]]);
  const row = rows[0] as EntryRow | undefined;
  if (!row) throw notFound();
  // The sum of the parts up to this one, itself included.
  const running = t.earned - (await sumAbove(sql, userId, key, t.earned));
  const entry = entryOf(row);
  return { ...entry, status: statusOf(running, entry.postedAt, t) };
}
