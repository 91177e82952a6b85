import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * One database transaction spoken in plain SQL, with COPY: what a bulk job (the royalty
 * import) needs, without Drizzle or the schema (a process of its own loads this alone).
 */
export type SqlTx = {
  query: <R = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: R[] }>;
  /** Runs `copy … from stdin` (PostgreSQL) or `copy … from '/dev/blob'` (PGlite), chunk by chunk. */
  copyFrom: (
    copySql: (source: string) => string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ) => Promise<void>;
};

/** A COPY that failed on a line of its input (1-based, over all chunks), and its column if named. */
export class CopyError extends Error {
  readonly line: number;
  readonly column: string | undefined;
  constructor(cause: unknown, line: number) {
    super(`COPY failed at line ${line}`, { cause });
    this.line = line;
    this.column = /, column (\w+)/.exec(where(cause))?.[1];
  }
}

const where = (error: unknown) => (error as { where?: string }).where ?? '';
const copyLine = (error: unknown) => Number(/line (\d+)/.exec(where(error))?.[1] ?? 0);

const newlines = (chunk: Uint8Array) => {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
};

export type SqlTransaction = <T>(fn: (tx: SqlTx) => Promise<T>) => Promise<T>;

/** BEGIN … COMMIT on one connection of the pool; ROLLBACK and a discarded connection on error. */
export const pgSqlTransaction =
  (pool: pg.Pool): SqlTransaction =>
  async (fn) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('begin');
      const result = await fn({
        query: (text, values) => client.query(text, values) as never,
        copyFrom: (copySql, chunks) =>
          pipeline(Readable.from(chunks), client.query(copyFrom(copySql('stdin')))).catch(
            (error: unknown) => {
              throw copyLine(error) ? new CopyError(error, copyLine(error)) : error;
            },
          ),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release(failure);
    }
  };

/** PGlite's own transaction (it holds PGlite for itself); each chunk is one COPY of a blob. */
export const pgliteSqlTransaction =
  (client: PGlite): SqlTransaction =>
  (fn) =>
    client.transaction((tx) =>
      fn({
        query: (text, values) => tx.query(text, values) as never,
        async copyFrom(copySql, chunks) {
          let before = 0;
          for await (const chunk of chunks) {
            try {
              await tx.query(copySql(`'/dev/blob'`), [], { blob: new Blob([chunk]) });
            } catch (error) {
              throw copyLine(error) ? new CopyError(error, before + copyLine(error)) : error;
            }
            before += newlines(chunk);
          }
        },
      }),
    );
