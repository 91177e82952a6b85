import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A column's SQL type and its values, one per row (null for NULL). */
export type ColumnValues = [type: string, values: (string | number | boolean | null)[]];

/**
 * Inserts many rows with one statement that takes one array per column (`unnest`): its text and
 * number of parameters stay the same whatever the number of rows, so PostgreSQL parses it once
 * and the client sends a few arrays instead of rows × columns parameters. `columns` maps column
 * names (as in the database) to their values; every array has one value per row.
 */
export async function insertColumns(
  db: Db,
  table: string,
  columns: Record<string, ColumnValues>,
  suffix = sql``,
) {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [type, values] = columns[name]!;
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )}) select * from unnest(${sql.join(arrays, sql`, `)}) ${suffix}`,
  );
}
