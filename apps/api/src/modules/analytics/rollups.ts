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
    columns: ['playlist_id'],
    key: `case when playlist_id = '' then '' else store_id || '/' || playlist_id end`,
  },
];

// Which grouping set a row came from: GROUPING() of every grouped column sets the bit of each
// column the set leaves out, the first column's bit the highest.
const grouped = [...new Set(dimensions.flatMap((d) => d.columns))];
const bitsOf = (columns: string[]) =>
  grouped.reduce(
    (bits, c, i) => (columns.includes(c) ? bits : bits | (1 << (grouped.length - 1 - i))),
    0,
  );
const byGroupingSet = (pick: (d: (typeof dimensions)[number]) => string) =>
  `case grouping(${grouped.join(', ')}) ${dimensions
    .map((d) => `when ${bitsOf(d.columns)} then ${pick(d)}`)
    .join(' ')} end`;
const groupingSets = dimensions.map((d) => `(${d.columns.join(', ')})`).join(', ');
const sumsAs = allCounts.map((c) => `sum(${c}) as ${c}`).join(', ');

/**
 * Rebuilds the rollups of `storeIds` for `days` (ISO dates) from the facts, then the all-stores
 * (`*`) rows of those days, then the months they fall in, all in the caller's transaction: what
 * a trend import (or any writer of facts) calls once its facts are written, once for all the
 * stores it wrote. Rebuilding, rather than adding, makes a corrected report replace the figures
 * it corrects.
 */
export async function rebuildRollups(tx: SqlTx, storeIds: string[], days: string[]) {
  if (days.length === 0 || storeIds.length === 0) return;
  const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
  const touched = [...storeIds, '*'];
  await tx.query(
    `delete from analytics_rollups
      where grain = 'day' and period = any($1::date[]) and store_id = any($2::text[])`,
    [days, touched],
  );
  await tx.query(
    `insert into analytics_rollups (artist_id, dimension, store_id, grain, period, key, ${columnList})
     select artist_id, dimension, store_id, 'day', day, key, ${columnList} from (
       select artist_id, store_id, day, ${byGroupingSet((d) => `'${d.name}'`)} as dimension,
              ${byGroupingSet((d) => d.key)} as key, ${sumsAs}
         from analytics_facts
        where store_id = any($2::text[]) and day = any($1::date[])
        group by artist_id, store_id, day, grouping sets (${groupingSets})
     ) g where dimension = 'total' or key <> ''`,
    [days, storeIds],
  );
  await tx.query(
    `insert into analytics_rollups (artist_id, dimension, store_id, grain, period, key, ${columnList})
     select artist_id, dimension, '*', 'day', period, key, ${sums}
       from analytics_rollups
      where grain = 'day' and period = any($1::date[]) and store_id <> '*'
      group by artist_id, dimension, period, key`,
    [days],
  );
  await tx.query(
    `delete from analytics_rollups
      where grain = 'month' and period = any($1::date[]) and store_id = any($2::text[])`,
    [months, touched],
  );
  await tx.query(
    `insert into analytics_rollups (artist_id, dimension, store_id, grain, period, key, ${columnList})
     select artist_id, dimension, store_id, 'month', m.month, key, ${sums}
       from unnest($1::date[]) m(month)
       join analytics_rollups r
         on r.grain = 'day' and r.period >= m.month
        and r.period < (m.month + interval '1 month')::date and r.store_id = any($2::text[])
      group by artist_id, dimension, store_id, m.month, key`,
    [months, touched],
  );
}
