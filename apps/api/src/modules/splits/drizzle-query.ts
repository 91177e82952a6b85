import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { selectRows } from '../../db/select-rows.ts';

/**
 * A Drizzle transaction as a plain-SQL runner (`$n` placeholders bound as parameters), so the
 * splits' statements written for the import's transaction run unchanged inside the API's.
 */
export const drizzleQuery =
  (db: Db): SqlTx['query'] =>
  async <R>(text: string, values: unknown[] = []) => ({
    rows: await selectRows<R>(
      db,
      sql.join(
        text
          .split(/\$(\d+)/)
          .map((part, i) => (i % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part))),
      ),
    ),
  });
