import type { SqlTx } from '../../db/sql-transaction.ts';

/** The counts every fact and rollup row carries, in column order. */
export const countColumns = ['streams', 'downloads', 'listeners', 'saves', 'playlist_adds'];
const allCounts = [...countColumns, 'views', 'clicks'];
const sums = allCounts.map((c) => `sum(${c})`).join(', ');
const columnList = allCounts.join(', ');

/**
 * Each rollup dimension's grouping set of the facts and key (decision 041). A key left empty
 * (a dimension the report did not give) writes no row, but for `total`.
 */
const dimensions: { name: string; columns: string[]; key: string }[] = [
  { name: 'total', columns: [], key: `''` },
  { name: 'track', columns: ['track_id'], key: `coalesce(track_id::text, '')` },
  { name: 'release', columns: ['release_id'], key: 'release_id::text' },
  { name: 'country', columns: ['country'], key: 'country' },
  {
    name: 'city',
    columns: ['country', 'city'],
    key: `case when city = '' then '' else country || '/' || city end`,
  },
  {
    name: 'age_gender',
    columns: ['age_band', 'gender'],
    key: `case when age_band = '' and gender = '' then '' else age_band || '/' || gender end`,
  },
  { name: 'source', columns: ['source'], key: 'source' },
  {
    name: 'playlist',
    columns: ['store_id', 'playlist_id'],
    key: `case when playlist_id = '' then '' else store_id || '/' || playlist_id end`,
  },
];

/** The key of a dimension's rollup rows, as an expression over the facts. */
export const factKeyOf = (dimension: string) => dimensions.find((d) => d.name === dimension)!.key;

// Which grouping set a row came from: GROUPING() of every grouped column sets the bit of each
// column the set leaves out, the first column's bit the highest; columns grouped outside the
// sets (`outer`) are in every set.
const grouped = [...new Set(dimensions.flatMap((d) => d.columns))];
const bitsOf = (columns: string[]) =>
  grouped.reduce(
    (bits, c, i) => (columns.includes(c) ? bits : bits | (1 << (grouped.length - 1 - i))),
    0,
  );
const byGroupingSet = (pick: (d: (typeof dimensions)[number]) => string, outer: string[]) =>
  `case grouping(${grouped.join(', ')}) ${dimensions
    .map((d) => `when ${bitsOf([...d.columns, ...outer])} then ${pick(d)}`)
    .join(' ')} end`;
const groupingSets = dimensions.map((d) => `(${d.columns.join(', ')})`).join(', ');
const sumsAs = allCounts.map((c) => `sum(${c}) as ${c}`).join(', ');

/**
 * Every dimension's rows of the facts `where` picks, per artist, day or month and, with
 * `perStore`, store; else for all stores (`*`).
 */
const rollupsOfFacts = (grain: 'day' | 'month', where: string, perStore: boolean) => {
  const period = grain === 'day' ? 'day' : `date_trunc('month', day)::date`;
  const outer = perStore ? ['store_id'] : [];
  return `insert into analytics_rollups (artist_id, dimension, store_id, grain, period, key, ${columnList})
    select artist_id, dimension, ${perStore ? 'store_id' : `'*'`}, '${grain}', period, key, ${columnList} from (
      select artist_id, ${perStore ? 'store_id, ' : ''}${period} as period,
             ${byGroupingSet((d) => `'${d.name}'`, outer)} as dimension,
             ${byGroupingSet((d) => d.key, outer)} as key, ${sumsAs}
        from analytics_facts where ${where}
       group by artist_id, ${perStore ? 'store_id, ' : ''}${period}, grouping sets (${groupingSets})
    ) g where dimension = 'total' or key <> ''`;
};

/**
 * Rebuilds the rollups of `storeIds` for `days` (ISO dates) from the facts, then the all-stores
 * (`*`) rows of those days, then the months they fall in, all in the caller's transaction: what
 * a trend import (or any writer of facts) calls once its facts are written, once for all the
 * stores it wrote. Rebuilding, rather than adding, makes a corrected report replace the figures
 * it corrects.
 */
export async function rebuildRollups(tx: SqlTx, storeIds: string[], days: string[]) {
  if (days.length === 0 || storeIds.length === 0) return;
  const sorted = [...days].sort();
  const months = [...new Set(sorted.map((d) => `${d.slice(0, 7)}-01`))];
  const touched = [...storeIds, '*'];
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  // Days: every dimension for all stores, and each store's totals (decision 041).
  await tx.query(
    `delete from analytics_rollups
      where grain = 'day' and period = any($1::date[]) and store_id = any($2::text[])`,
    [sorted, touched],
  );
  // The bounds let PostgreSQL read only the partitions of the months concerned.
  await tx.query(
    rollupsOfFacts('day', 'day >= $2::date and day <= $3::date and day = any($1::date[])', false),
    [sorted, first, last],
  );
  await tx.query(
    `insert into analytics_rollups (artist_id, dimension, store_id, grain, period, key, ${columnList})
     select artist_id, 'total', store_id, 'day', day, '', ${sums}
       from analytics_facts
      where day >= $3::date and day <= $4::date and day = any($1::date[])
        and store_id = any($2::text[])
      group by artist_id, store_id, day`,
    [sorted, storeIds, first, last],
  );
  // Months: every dimension, for each store and for all stores.
  await tx.query(
    `delete from analytics_rollups
      where grain = 'month' and period = any($1::date[]) and store_id = any($2::text[])`,
    [months, touched],
  );
  const monthFacts = `day >= $3::date and day < ($4::date + interval '1 month')
    and date_trunc('month', day)::date = any($1::date[]) and store_id = any($2::text[])`;
  await tx.query(rollupsOfFacts('month', monthFacts, true), [
    months,
    storeIds,
    months[0]!,
    months.at(-1)!,
  ]);
  await tx.query(
    `insert into analytics_rollups (artist_id, dimension, store_id, grain, period, key, ${columnList})
     select artist_id, dimension, '*', 'month', m.month, key, ${sums}
       from unnest($1::date[]) m(month)
       join analytics_rollups r on r.grain = 'day' and r.store_id = '*'
        and r.period >= m.month and r.period < (m.month + interval '1 month')::date
      group by artist_id, dimension, m.month, key`,
    [months],
  );
}
