import type { Database } from '../../db/client.ts';

/**
 * The platform's royalty revenue per store (as the reports name it) and sale month
 * (`YYYY-MM-01`): the earnings of every report line, in units, but those of voided imports.
 */
export async function revenueByStoreMonth(database: Database) {
  const { rows } = await database.executeSql(
    `select l.store, to_char(l.sale_month, 'YYYY-MM-DD') as month, sum(l.amount)::text as amount
       from royalty_lines l
       join royalty_line_groups g on g.id = l.group_id
      where g.status <> 'voided'
      group by l.store, l.sale_month`,
  );
  return (rows as { store: string; month: string; amount: string }[]).map((r) => ({
    store: r.store,
    month: r.month,
    amount: BigInt(r.amount),
  }));
}
