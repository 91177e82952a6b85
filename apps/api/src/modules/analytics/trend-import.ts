import type { TrendImportFields, TrendMapping } from '@soundpost/contracts/analytics';
import { lockKeys } from '../../db/advisory-lock.ts';
import { viewText } from '../../db/read-view.ts';
import type { SqlTransaction, SqlTx } from '../../db/sql-transaction.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { timeOrderedUuid } from '../../lib/uuid.ts';
import { ReportHash } from '../royalties/index.ts';
import { storeView } from '../stores/index.ts';
import { readTrendDsr } from './trend-dsr.ts';
import { StoreNames, type TrendLine } from './trend-line.ts';
import { mappedLayout, readTrendTable, trendTsv } from './trend-reader.ts';
import { TrendWriter } from './trend-writer.ts';

const storesAsS = viewText(storeView('s'));

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown }).cause].some(
    (e) => (e as { code?: string } | undefined)?.code === '23505',
  );

/**
 * What an import needs: a plain-SQL transaction with COPY, and a clock; a test may lower the
 * rollup sums held in memory (`rollupDeltaCapacity`).
 */
export type TrendImportDeps = {
  database: { sqlTransaction: SqlTransaction };
  clock: { now: () => Date };
  rollupDeltaCapacity?: number;
};

type Read = { format: TrendImportFields['format']; storeId: string; stores: StoreNames };

/** The file's lines: the Soundpost TSV, a CSV by its store's trend mapping, or a DSR file. */
async function* trendLines(
  tx: SqlTx,
  read: Read,
  path: string,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<TrendLine> {
  if (read.format === 'ddex_dsr') {
    yield* readTrendDsr(path, read.storeId, onChunk);
    return;
  }
  let layout = trendTsv;
  if (read.format === 'csv') {
    const { rows } = await tx.query<{ mapping: TrendMapping }>(
      'select mapping from store_trend_mappings where store_id = $1',
      [read.storeId],
    );
    if (!rows[0]) throw new AppError('trend_mapping_missing');
    layout = mappedLayout(rows[0].mapping);
  }
  yield* readTrendTable(path, { layout, store: read.storeId, stores: read.stores }, onChunk);
}

/** The catalogue store the form names (by id or name), with every store's names. */
async function formStore(tx: SqlTx, store: string) {
  const { rows } = await tx.query<{ id: string; name: string }>(
    `select s.id, s.name from ${storesAsS}`,
  );
  const stores = new StoreNames(rows);
  const storeId = stores.find(store);
  if (!storeId) throw validationFailed({ store: 'invalid' });
  return { stores, storeId };
}

export type TrendImportRow = {
  id: string;
  store: string;
  format: string;
  filename: string | null;
  lineCount: number;
  matchedCount: number;
  firstDay: string | null;
  lastDay: string | null;
  replacedCount: number;
  createdAt: Date;
};

type ImportRow = {
  id: string;
  store: string;
  format: string;
  filename: string | null;
  line_count: number;
  matched_count: number;
  first_day: string | null;
  last_day: string | null;
  replaced_count: number;
  created_at: Date | string;
};

/**
 * Imports a trend (daily usage) report read from `path` (decision 041): read as a stream,
 * matched batch by batch, its facts written by binary COPY, in ONE database transaction: a line
 * that cannot be read, or a crash, leaves nothing behind. A corrected report replaces: each
 * store's earlier trend facts of the days the file reports are deleted (`replaced_count`), then
 * that store's rollups of those days and months are rebuilt. Imports run one at a time (a
 * transaction advisory lock). Refused when the same content (the sha256 of its normalised
 * bytes, as for a royalty report) was imported before.
 */
export async function importTrendReport(
  deps: TrendImportDeps,
  adminId: string,
  fields: TrendImportFields,
  file: { path: string; filename: string | undefined },
): Promise<TrendImportRow> {
  const now = deps.clock.now();
  const importId = timeOrderedUuid(now);
  try {
    const row = await deps.database.sqlTransaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [lockKeys.analyticsFacts.toString()]);
      const { stores, storeId } = await formStore(tx, fields.store);
      // The import's row first (its unmatched lines refer to it); its hash once the file is read.
      await tx.query(
        `insert into trend_imports (id, store, format, content_hash, filename, imported_by,
           created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          importId,
          storeId,
          fields.format,
          `reading:${importId}`,
          file.filename ?? null,
          adminId,
          now,
        ],
      );
      const hash = new ReportHash();
      const read = { format: fields.format, storeId, stores };
      const writer = new TrendWriter(tx, importId, deps.rollupDeltaCapacity);
      await writer.writeAll(trendLines(tx, read, file.path, (chunk) => hash.update(chunk)));
      const totals = await writer.finish();
      const { rows } = await tx.query<ImportRow>(
        `update trend_imports set content_hash = $2, line_count = $3, matched_count = $4,
           first_day = $5, last_day = $6, replaced_count = $7
         where id = $1
         returning id, store, format, filename, line_count, matched_count,
           to_char(first_day, 'YYYY-MM-DD') as first_day,
           to_char(last_day, 'YYYY-MM-DD') as last_day, replaced_count, created_at`,
        [
          importId,
          hash.digest(),
          totals.lines,
          totals.matched,
          totals.firstDay,
          totals.lastDay,
          totals.replaced,
        ],
      );
      return rows[0]!;
    });
    return {
      id: row.id,
      store: row.store,
      format: row.format,
      filename: row.filename,
      lineCount: row.line_count,
      matchedCount: row.matched_count,
      firstDay: row.first_day,
      lastDay: row.last_day,
      replacedCount: row.replaced_count,
      createdAt: new Date(row.created_at),
    };
  } catch (error) {
    // The same content imported before, or meanwhile: its hash is taken.
    if (isUniqueViolation(error)) throw new AppError('trend_report_duplicate');
    throw error;
  }
}
