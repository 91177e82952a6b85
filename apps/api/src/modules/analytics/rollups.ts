import type { SqlTx } from '../../db/sql-transaction.ts';
import type { TrendLine } from './trend-line.ts';
import type { TrendTarget } from './trend-matching.ts';

/** The counts every fact and rollup row carries, in column order. */
export const countColumns = ['streams', 'downloads', 'listeners', 'saves', 'playlist_adds'];
const allCounts = [...countColumns, 'views', 'clicks'];
const sums = allCounts.map((c) => `sum(${c})`).join(', ');
const columnList = allCounts.join(', ');

/**
 * Each rollup dimension's grouping set of the facts and key, as SQL over the facts and as the
 * key of a matched trend line (decision 041). A key left empty (a dimension the report did not
 * give) writes no row, but for `total`.
 */
const dimensions: {
  name: string;
  columns: string[];
  key: string;
  keyOf: (line: TrendLine, target: TrendTarget) => string;
}[] = [
  { name: 'total', columns: [], key: `''`, keyOf: () => '' },
  {
    name: 'track',
    columns: ['track_id'],
    key: `coalesce(track_id::text, '')`,
    keyOf: (_, t) => t.trackId,
  },
  {
    name: 'release',
    columns: ['release_id'],
    key: 'release_id::text',
    keyOf: (_, t) => t.releaseId,
  },
  { name: 'country', columns: ['country'], key: 'country', keyOf: (l) => l.country },
  {
    name: 'city',
    columns: ['country', 'city'],
    key: `case when city = '' then '' else country || '/' || city end`,
    keyOf: (l) => (l.city === '' ? '' : `${l.country}/${l.city}`),
  },
  {
    name: 'age_gender',
    columns: ['age_band', 'gender'],
    key: `case when age_band = '' and gender = '' then '' else age_band || '/' || gender end`,
    keyOf: (l) => (l.ageBand === '' && l.gender === '' ? '' : `${l.ageBand}/${l.gender}`),
  },
  { name: 'source', columns: ['source'], key: 'source', keyOf: (l) => l.source },
  {
    name: 'playlist',
    columns: ['store_id', 'playlist_id'],
    key: `case when playlist_id = '' then '' else store_id || '/' || playlist_id end`,
    keyOf: (l) => (l.playlistId === '' ? '' : `${l.storeId}/${l.playlistId}`),
  },
];

/** The dimensions' names and line keys, in one order (the rollup deltas number them so). */
export const rollupDimensions = dimensions.map(({ name, keyOf }) => ({ name, keyOf }));

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
const sumsAs = (sign: '' | '-') => allCounts.map((c) => `${sign}sum(${c}) as ${c}`).join(', ');
const rollupColumns = `artist_id, dimension, store_id, grain, period, key, ${columnList}`;

/** The facts' sums go to the rollups; a correction's replaced facts, negated, to the deltas. */
type Into = { table: 'analytics_rollups' | 'analytics_rollup_deltas'; sign: '' | '-' };
const rollupsTable: Into = { table: 'analytics_rollups', sign: '' };

/**
 * Every dimension's rows of the facts `where` picks, per artist, day or month and, with
 * `perStore`, store; else for all stores (`*`).
 */
const rollupsOfFacts = (grain: 'day' | 'month', where: string, perStore: boolean, into: Into) => {
  const period = grain === 'day' ? 'day' : `date_trunc('month', day)::date`;
  const outer = perStore ? ['store_id'] : [];
  return `insert into ${into.table} (${rollupColumns})
    select artist_id, dimension, ${perStore ? 'store_id' : `'*'`}, '${grain}', period, key, ${columnList} from (
      select artist_id, ${perStore ? 'store_id, ' : ''}${period} as period,
             ${byGroupingSet((d) => `'${d.name}'`, outer)} as dimension,
             ${byGroupingSet((d) => d.key, outer)} as key, ${sumsAs(into.sign)}
        from analytics_facts where ${where}
       group by artist_id, ${perStore ? 'store_id, ' : ''}${period}, grouping sets (${groupingSets})
    ) g where dimension = 'total' or key <> ''`;
};

/** Each store's daily totals of the facts `where` picks. */
const storeDayTotals = (where: string, into: Into) =>
  `insert into ${into.table} (${rollupColumns})
   select artist_id, 'total', store_id, 'day', day, '', ${sumsAs(into.sign)}
     from analytics_facts where ${where}
    group by artist_id, store_id, day`;

/**
 * Rebuilds the rollups of `storeIds` for `days` (ISO dates) from the facts, then the all-stores
 * (`*`) rows of those days, then the months they fall in, all in the caller's transaction: what
 * a writer of facts other than the trend import (which adds its own sums: `mergeRollupDeltas`)
 * calls once its facts are written, once for all the stores it wrote.
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
  const inDays = 'day >= $2::date and day <= $3::date and day = any($1::date[])';
  await tx.query(rollupsOfFacts('day', inDays, false, rollupsTable), [sorted, first, last]);
  await tx.query(
    storeDayTotals(
      'day >= $3::date and day <= $4::date and day = any($1::date[]) and store_id = any($2::text[])',
      rollupsTable,
    ),
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
  await tx.query(rollupsOfFacts('month', monthFacts, true, rollupsTable), [
    months,
    storeIds,
    months[0]!,
    months.at(-1)!,
  ]);
  await tx.query(
    `insert into analytics_rollups (${rollupColumns})
     select artist_id, dimension, '*', 'month', m.month, key, ${sums}
       from unnest($1::date[]) m(month)
       join analytics_rollups r on r.grain = 'day' and r.store_id = '*'
        and r.period >= m.month and r.period < (m.month + interval '1 month')::date
      group by artist_id, dimension, m.month, key`,
    [months],
  );
}

/**
 * The table of a transaction's rollup deltas (dropped at its end): what its facts add to the
 * rollups, and what the facts it replaces take away, before `mergeRollupDeltas`.
 */
export const createRollupDeltas = (tx: SqlTx) =>
  tx.query(
    `create temp table analytics_rollup_deltas (like analytics_rollups including defaults)
     on commit drop`,
  );

/** The deltas' columns a binary COPY writes (views and clicks are 0). */
export const rollupDeltaColumns = `analytics_rollup_deltas (artist_id, dimension, store_id, grain,
  period, key, ${countColumns.join(', ')})`;

/**
 * Takes away from the rollups, as deltas, the sums of the facts `where` picks (with `values`):
 * the facts a corrected report replaces, before they are deleted. The all-stores months follow
 * from the days (`mergeRollupDeltas`).
 */
export async function subtractFacts(tx: SqlTx, where: string, values: unknown[]) {
  const negated: Into = { table: 'analytics_rollup_deltas', sign: '-' };
  await tx.query(rollupsOfFacts('day', where, false, negated), values);
  await tx.query(storeDayTotals(where, negated), values);
  await tx.query(rollupsOfFacts('month', where, true, negated), values);
}

/**
 * Adds the deltas to the rollups. The all-store months first, from the all-store days; then
 * each row's sum: where the rollups have no row yet of the delta's grain, store and period (no
 * total row: every row of an artist comes with its total), a plain insert; elsewhere each sum is
 * added to the row there (`on conflict do update`, which costs about twice as much per row).
 * After a correction (`replaced`), the rows it touched that now sum to nothing are deleted.
 */
export async function mergeRollupDeltas(tx: SqlTx, replaced: boolean) {
  // The sums are grouped in memory: one import runs at a time (its advisory lock).
  await tx.query(`set local work_mem = '64MB'`);
  await tx.query(
    `insert into analytics_rollup_deltas (${rollupColumns})
     select artist_id, dimension, '*', 'month', date_trunc('month', period)::date, key, ${sums}
       from analytics_rollup_deltas where grain = 'day' and store_id = '*'
      group by artist_id, dimension, date_trunc('month', period)::date, key`,
  );
  await tx.query(
    `create temp table analytics_rollup_fresh on commit drop as
     select grain, store_id, period from (
       select distinct grain, store_id, period from analytics_rollup_deltas) d
      where not exists (
        select 1 from analytics_rollups r
         where r.dimension = 'total' and r.grain = d.grain and r.store_id = d.store_id
           and r.period = d.period)`,
  );
  const pk = 'artist_id, dimension, store_id, grain, period, key';
  const fresh = '(grain, store_id, period) in (select * from analytics_rollup_fresh)';
  const grouped = (where: string) =>
    `insert into analytics_rollups (${rollupColumns})
     select ${pk}, ${sums} from analytics_rollup_deltas where ${where} group by ${pk}`;
  await tx.query(grouped(fresh));
  await tx.query(
    `${grouped(`not ${fresh}`)}
     on conflict (${pk}) do update set
       ${allCounts.map((c) => `${c} = analytics_rollups.${c} + excluded.${c}`).join(', ')}`,
  );
  if (!replaced) return;
  await tx.query(
    `delete from analytics_rollups
      where (${pk}) in (select ${pk} from analytics_rollup_deltas)
        and ${allCounts.map((c) => `${c} = 0`).join(' and ')}`,
  );
}
