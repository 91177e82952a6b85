import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { binaryCopyHeader, binaryCopyTrailer } from './copy-binary.ts';

/**
 * A binary COPY into one table, fed rows in parts (BinaryRows' tuples, without the format's
 * header and trailer). `write` resolves once the connection has taken the part (its buffer may
 * then be reused), so the caller can prepare the next part meanwhile; `end` ends the COPY.
 */
export type CopyWriter = {
  write: (rows: Uint8Array) => Promise<void>;
  end: () => Promise<void>;
};

/**
 * One database transaction spoken in plain SQL, with COPY: what a bulk job (the royalty
 * import) needs, without Drizzle or the schema (a process of its own loads this alone).
 */
type Query = <R = Record<string, unknown>>(
  text: string,
  values?: unknown[],
) => Promise<{ rows: R[] }>;

export type SqlTx = {
  query: Query;
  /**
   * A read of committed rows that the transaction has not written (the catalogue), which may run
   * while a COPY holds the transaction's connection: on PostgreSQL on a connection of its own
   * (opened at the first lookup, closed with the transaction; at READ COMMITTED each statement
   * of the transaction would see the same rows), on PGlite in the transaction.
   */
  lookup: Query;
  /**
   * A binary COPY into `target` (`table (columns)`): on PostgreSQL one `copy … from stdin` for
   * all the parts, on PGlite one `copy … from '/dev/blob'` per part. No other statement may run
   * on the transaction until it has ended.
   */
  copyBinary: (target: string) => CopyWriter;
};

/** A COPY … FROM STDIN kept open while rows are written to it; `open` while it is. */
function pgCopyWriter(client: pg.PoolClient, target: string, open: Set<unknown>): CopyWriter {
  const stream = client.query(copyFrom(`copy ${target} from stdin with (format binary)`));
  open.add(stream);
  const done = new Promise<void>((resolve, reject) => {
    stream.once('finish', resolve);
    stream.once('error', reject);
  }).finally(() => open.delete(stream));
  // A failure surfaces at the next write or at the end.
  done.catch(() => {});
  stream.write(binaryCopyHeader);
  return {
    write: (rows) =>
      Promise.race([
        new Promise<void>((resolve, reject) =>
          stream.write(rows, (error) => (error ? reject(error) : resolve())),
        ),
        done,
      ]),
    async end() {
      stream.end(binaryCopyTrailer);
      await done;
    },
  };
}

export type SqlTransaction = <T>(fn: (tx: SqlTx) => Promise<T>) => Promise<T>;

/**
 * BEGIN … COMMIT on one connection of the pool; ROLLBACK and a discarded connection on error
 * (with a COPY still open no statement can run: closing the connection rolls back).
 */
export const pgSqlTransaction =
  (pool: pg.Pool): SqlTransaction =>
  async (fn) => {
    const client = await pool.connect();
    const copying = new Set<unknown>();
    let failure: Error | undefined;
    // Outside the pool: a lookup never waits for a connection that an import waiting for its
    // turn holds.
    let side: Promise<pg.Client> | undefined;
    const sideConnection = () =>
      (side ??= (async () => {
        const sideClient = new pg.Client(pool.options);
        await sideClient.connect();
        return sideClient;
      })());
    try {
      await client.query('begin');
      const result = await fn({
        query: (text, values) => client.query(text, values) as never,
        lookup: async (text, values) => (await sideConnection()).query(text, values) as never,
        copyBinary: (target) => pgCopyWriter(client, target, copying),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      if (copying.size === 0) await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release(failure);
      if (side) await side.then((c) => c.end()).catch(() => {});
    }
  };

/** PGlite's own transaction (it holds PGlite for itself); each part is one COPY of a blob. */
export const pgliteSqlTransaction =
  (client: PGlite): SqlTransaction =>
  (fn) =>
    client.transaction((tx) =>
      fn({
        query: (text, values) => tx.query(text, values) as never,
        lookup: (text, values) => tx.query(text, values) as never,
        copyBinary(target) {
          let copied = Promise.resolve();
          return {
            write(rows) {
              const blob = new Blob([binaryCopyHeader, rows, binaryCopyTrailer]);
              const sql = `copy ${target} from '/dev/blob' with (format binary)`;
              copied = copied.then(() => tx.query(sql, [], { blob })).then(() => {});
              return copied;
            },
            end: () => copied,
          };
        },
      }),
    );
