import type { RoyaltyEntriesFilter } from '@soundpost/contracts/royalties';
import type { AppContext } from '../../lib/context.ts';

/**
 * Where an artist's part of a report line sits in their entries (decision 037): its group's
 * posting instant (microseconds), the group, then the line's number. Newest first is this key,
 * descending. The lines of a group are its import's, listed in ascending order of number, so a
 * group's parts are read from the end of its list without sorting it.
 */
export type PartKey = { us: bigint; groupId: bigint; lineNumber: number };

/** A part as the walk reads it: only what its status and the page need. */
export type WalkedPart = PartKey & {
  lineId: string;
  amount: bigint;
  matches: boolean;
  /** The sum of the parts just above this one that the walk skipped without reading them. */
  gap: bigint;
};

type Sql = AppContext['database']['executeSql'];
type Filter = RoyaltyEntriesFilter;

/** -1, 0 or 1: `a` before, at or after `b` in ascending key order. */
export function compareKeys(a: PartKey, b: PartKey) {
  const order = (x: bigint, y: bigint) => (x < y ? -1 : x > y ? 1 : 0);
  return (
    order(a.us, b.us) ||
    order(a.groupId, b.groupId) ||
    order(BigInt(a.lineNumber), BigInt(b.lineNumber))
  );
}

/** A group's (`g`) posting instant in microseconds, and its key (the instant, then its id). */
const postedUs = `(extract(epoch from g.posted_at) * 1000000)::bigint`;
const groupKey = `(${postedUs}, g.id)`;

/** Whether a line (`l`) of a group (`g`) is one the filter asks for ($2 to $7). */
const matchesSql = `($2::text is null or l.store = $2)
  and ($3::text is null or l.country = $3)
  and ($4::text is null or g.release_id::text = $4)
  and ($5::text is null or g.track_id::text is not distinct from nullif($5::text, 'none'))
  and ($6::date is null or l.sale_month >= $6::date)
  and ($7::date is null or l.sale_month <= $7::date)`;

const filterValues = (filter: Filter) => {
  const monthStart = (month?: string) => (month ? `${month}-01` : null);
  return [
    filter.store ?? null,
    filter.country ?? null,
    filter.releaseId ?? null,
    filter.trackId ?? null,
    monthStart(filter.from),
    monthStart(filter.to),
  ];
};

/** The owner's part of a line (decision 026): what was stored, else the plan's share. */
const ownerAmountSql = `coalesce(l.owner_amount, royalty_owner_share(l.amount, g.share_percent))`;

type GroupRow = { id: string; us: string; size: number };

/** The owner's posted groups at or below `from`'s group ($1 owner, $2 and $3 the bound). */
const groupsSql = `
select g.id::text as id, ${postedUs}::text as us, coalesce(cardinality(g.line_numbers), 1) as size
from royalty_line_groups g
where g.owner_id = $1 and g.posted_at is not null
  and ($2::bigint is null or ${groupKey} < ($2::bigint, $3::bigint))
order by g.posted_at desc, g.id desc
limit $4`;

/**
 * Positions `$8`..`$9` of a group's (`$1`) lines, newest first: those the filter asks for and the
 * slice's last, each with the sum of the parts the filter skipped above it in the slice. So a
 * filter that asks for few lines sends few, and the walk still knows the sum above each.
 */
const sliceSql = `
select line_number, line_id, amount, matches, skipped_above from (
  select line_number, line_id, amount::text, matches, last,
    coalesce(sum(amount) filter (where not matches) over (order by line_number desc
      rows between unbounded preceding and 1 preceding), 0)::text as skipped_above
  from (
    select l.line_number, l.id::text as line_id, ${ownerAmountSql} as amount,
      (${matchesSql}) as matches, l.line_number = min(l.line_number) over () as last
    from royalty_line_groups g
    join royalty_lines l on l.group_id = g.id and l.id = any(case when g.line_id is not null
      then array[g.line_id]
      else array(select royalty_line_id(g.import_id, n) from unnest(g.line_numbers[$8:$9]) n) end)
    where g.id = $1 and ${ownerAmountSql} <> 0
  ) s
) w
where matches or last
order by line_number desc`;

/**
 * Where line number `n` (a parameter) sits in the list of group `g` (1 when the group is that
 * one line): straight where the list has no gaps, else searched; a number not in the list sits
 * after the last one below it.
 */
const positionSql = (n: string) => `coalesce(case when g.line_id is not null then 1 end,
  case when g.line_numbers[${n} - g.line_numbers[1] + 1] = ${n} then ${n} - g.line_numbers[1] + 1 end,
  array_position(g.line_numbers, ${n}),
  (select count(*) from unnest(g.line_numbers) x where x <= ${n}))::int`;

/** Lines a slice reads first; each next slice of the group reads twice as many, up to the last. */
const firstSlice = 256;
const largestSlice = 65_536;
const groupsPerFetch = 100;

/**
 * The owner's parts at or below `from` (all, without it), newest first, a slice of a group at a
 * time: a page reads about as many lines as it shows, however many the artist has.
 */
async function* ownerParts(sql: Sql, userId: string, from: PartKey | null, filter: Filter) {
  const values = filterValues(filter);
  let bound: [bigint, bigint] | null = from ? [from.us, from.groupId + 1n] : null;
  for (;;) {
    const { rows } = await sql(groupsSql, [
      userId,
      bound?.[0].toString() ?? null,
      bound?.[1].toString() ?? null,
      groupsPerFetch,
    ]);
    for (const group of rows as GroupRow[]) {
      const groupId = BigInt(group.id);
      let top = group.size;
      if (from && groupId === from.groupId && BigInt(group.us) === from.us) {
        const { rows: at } = await sql(
          `select ${positionSql('$2')} as position from royalty_line_groups g where g.id = $1`,
          [group.id, from.lineNumber],
        );
        top = (at[0] as { position: number }).position;
      }
      let size = firstSlice;
      while (top >= 1) {
        const bottom = Math.max(1, top - size + 1);
        const { rows: lines } = await sql(sliceSql, [group.id, ...values, bottom, top]);
        let skipped = 0n;
        for (const line of lines as {
          line_number: number;
          line_id: string;
          amount: string;
          matches: boolean;
          skipped_above: string;
        }[]) {
          const skippedAbove = BigInt(line.skipped_above);
          yield {
            us: BigInt(group.us),
            groupId,
            lineNumber: line.line_number,
            lineId: line.line_id,
            amount: BigInt(line.amount),
            matches: line.matches,
            gap: skippedAbove - skipped,
          } satisfies WalkedPart;
          skipped = skippedAbove;
        }
        top = bottom - 1;
        size = Math.min(size * 2, largestSlice);
      }
    }
    if (rows.length < groupsPerFetch) return;
    const last = rows.at(-1) as GroupRow;
    bound = [BigInt(last.us), BigInt(last.id)];
  }
}

/**
 * The collaborator's parts (decision 030: their shares and recoupment of one line, summed) at
 * or below `$8..$10` (a key; null: all), newest first, `$11` at a time.
 */
const collaboratorSql = `
select ${postedUs}::text as us, g.id::text as group_id, l.line_number, l.id::text as line_id,
  sum(s.share_amount + s.recoup_amount)::text as amount, bool_and(${matchesSql}) as matches
from royalty_line_splits s
join royalty_lines l on l.id = s.line_id
join royalty_line_groups g on g.id = l.group_id
where s.collaborator_id = $1 and g.posted_at is not null
  and ($8::bigint is null
    or (${postedUs}, g.id, l.line_number) <= ($8::bigint, $9::bigint, $10::int))
group by g.id, l.id
order by g.posted_at desc, g.id desc, l.line_number desc
limit $11`;

async function* collaboratorParts(sql: Sql, userId: string, from: PartKey | null, filter: Filter) {
  const values = filterValues(filter);
  let bound = from;
  let size = firstSlice;
  for (;;) {
    const { rows } = await sql(collaboratorSql, [
      userId,
      ...values,
      bound?.us.toString() ?? null,
      bound?.groupId.toString() ?? null,
      bound?.lineNumber ?? null,
      size + 1,
    ]);
    const parts = (
      rows as {
        us: string;
        group_id: string;
        line_number: number;
        line_id: string;
        amount: string;
        matches: boolean;
      }[]
    ).map((row): WalkedPart => ({
      us: BigInt(row.us),
      groupId: BigInt(row.group_id),
      lineNumber: row.line_number,
      lineId: row.line_id,
      amount: BigInt(row.amount),
      matches: row.matches,
      gap: 0n,
    }));
    yield* parts.slice(0, size);
    if (parts.length <= size) return;
    bound = parts[size]!;
    size = Math.min(size * 2, largestSlice);
  }
}

/** Both streams of parts merged, newest first. */
async function* merged(a: AsyncGenerator<WalkedPart>, b: AsyncGenerator<WalkedPart>) {
  let x = await a.next();
  let y = await b.next();
  while (!x.done || !y.done) {
    if (y.done || (!x.done && compareKeys(x.value, y.value) >= 0)) {
      yield x.value;
      x = await a.next();
    } else {
      yield y.value;
      y = await b.next();
    }
  }
}

/**
 * The artist's parts (as owner and as collaborator) at or below `from` (all parts without it),
 * newest first, each with whether the filter asks for it.
 */
export function partsFrom(sql: Sql, userId: string, from: PartKey | null, filter: Filter) {
  return merged(
    ownerParts(sql, userId, from, filter),
    collaboratorParts(sql, userId, from, filter),
  );
}

/** The key of one of the artist's lines, or null when it is no longer posted. */
export async function keyOfLine(sql: Sql, lineId: string): Promise<PartKey | null> {
  const { rows } = await sql(
    `select ${postedUs}::text as us, g.id::text as group_id, l.line_number
     from royalty_lines l join royalty_line_groups g on g.id = l.group_id
     where l.id = $1 and g.posted_at is not null`,
    [lineId],
  );
  const row = rows[0] as { us: string; group_id: string; line_number: number } | undefined;
  return row
    ? { us: BigInt(row.us), groupId: BigInt(row.group_id), lineNumber: row.line_number }
    : null;
}

/**
 * The sum of the artist's parts above `key` (strictly newer), from the newer side or as the
 * total less the older side, whichever holds fewer of the owner's lines: a page near either end
 * of a long history costs about what it shows.
 */
export async function sumAbove(sql: Sql, userId: string, key: PartKey, earned: bigint) {
  const args = [userId, key.us.toString(), key.groupId.toString()];
  const { rows } = await sql(sidesSql, args);
  const { newer, older } = rows[0] as { newer: number; older: number };
  const { rows: at } = await sql(keyGroupSql, [...args, key.lineNumber]);
  const group = at[0] as { position: number; size: number } | undefined;
  if (newer <= older) {
    const whole = await sideSum(sql, '>', [...args, key.lineNumber]);
    const part = group ? await sliceSum(sql, key.groupId, group.position + 1, group.size) : 0n;
    return whole + part;
  }
  const whole = await sideSum(sql, '<=', [...args, key.lineNumber]);
  const part = group ? await sliceSum(sql, key.groupId, 1, group.position) : 0n;
  return earned - whole - part;
}

/** How many of the owner's lines lie in groups above and below the key's group ($2, $3). */
const sidesSql = `
select coalesce(sum(size) filter (where k > ($2::bigint, $3::bigint)), 0)::float8 as newer,
  coalesce(sum(size) filter (where k < ($2::bigint, $3::bigint)), 0)::float8 as older
from (select coalesce(cardinality(g.line_numbers), 1) as size, ${groupKey} as k
  from royalty_line_groups g where g.owner_id = $1 and g.posted_at is not null) s`;

/** The key's group when it is the owner's ($1): the line's ($4) position in it, and its size. */
const keyGroupSql = `
select ${positionSql('$4')} as position, coalesce(cardinality(g.line_numbers), 1) as size
from royalty_line_groups g
where g.owner_id = $1 and g.posted_at is not null
  and ${groupKey} = ($2::bigint, $3::bigint)`;

/** The owner's parts of whole groups on one side (`>` or `<`) of the key's group. */
async function sideSum(sql: Sql, side: '>' | '<=', args: unknown[]) {
  const groupSide = side === '>' ? '>' : '<';
  const { rows } = await sql(
    `select (
      coalesce((select sum(${ownerAmountSql})
        from royalty_line_groups g
        cross join lateral (select royalty_line_id(g.import_id, n) as id
          from unnest(g.line_numbers) n union all select g.line_id where g.line_id is not null) m
        join royalty_lines l on l.id = m.id and l.group_id = g.id
        where g.owner_id = $1 and g.posted_at is not null
          and ${groupKey} ${groupSide} ($2::bigint, $3::bigint)), 0)
      + coalesce((select sum(s.share_amount + s.recoup_amount)
        from royalty_line_splits s
        join royalty_lines l on l.id = s.line_id
        join royalty_line_groups g on g.id = l.group_id
        where s.collaborator_id = $1 and g.posted_at is not null
          and (${postedUs}, g.id, l.line_number) ${side} ($2::bigint, $3::bigint, $4::int)), 0)
    )::text as amount`,
    args,
  );
  return BigInt((rows[0] as { amount: string }).amount);
}

/** The owner's parts at positions `$2`..`$3` of one group (`$1`). */
async function sliceSum(sql: Sql, groupId: bigint, from: number, to: number) {
  if (from > to) return 0n;
  const { rows } = await sql(
    `select coalesce(sum(${ownerAmountSql}), 0)::text as amount
     from royalty_line_groups g
     join royalty_lines l on l.group_id = g.id and l.id = any(case when g.line_id is not null
       then array[g.line_id]
       else array(select royalty_line_id(g.import_id, n) from unnest(g.line_numbers[$2:$3]) n) end)
     where g.id = $1`,
    [groupId.toString(), from, to],
  );
  return BigInt((rows[0] as { amount: string }).amount);
}
