import type { RoyaltyImportFields, ReportMapping } from '@soundpost/contracts/royalties';
import { lockKeys } from '../../db/advisory-lock.ts';
import type { SqlTransaction, SqlTx } from '../../db/sql-transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { timeOrderedUuid } from '../../lib/uuid.ts';
import { readDsr } from './dsr-reader.ts';
import type { ImportBounds } from './held-lines.ts';
import { ImportPosting } from './import-posting.ts';
import { batchesOf, type IsrcText } from './line-batch.ts';
import { ReportHash } from './report-hash.ts';
import { distributorTsv, ReportReader } from './report-reader.ts';

const duplicate = () => new AppError('royalty_report_duplicate');
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown }).cause].some(
    (e) => (e as { code?: string } | undefined)?.code === '23505',
  );

/** What an import needs: a plain-SQL transaction with COPY, and a clock (and tests, bounds). */
export type ImportDeps = {
  database: { sqlTransaction: SqlTransaction };
  clock: { now: () => Date };
  importBounds?: ImportBounds;
};

/**
 * The file's lines in batches: the common TSV, a CSV by its store's mapping, or a DSR file.
 * Every chunk of the file read goes to `onChunk` (its hash).
 */
async function* reportLines(
  tx: SqlTx,
  fields: RoyaltyImportFields,
  path: string,
  isrcText: (isrc: string) => IsrcText,
  onChunk: (chunk: Buffer) => void,
) {
  const rate = fields.currency === 'USD' ? undefined : fields.exchangeRate;
  const read = { store: fields.store, rate, period: fields.period };
  if (fields.format === 'ddex_dsr') {
    const lines = readDsr(path, { ...read, currency: fields.currency }, onChunk);
    yield* batchesOf(lines, isrcText);
    return;
  }
  let layout = distributorTsv;
  if (fields.format === 'csv') {
    const { rows } = await tx.query<{ mapping: ReportMapping }>(
      'select mapping from store_report_mappings where store_id = $1',
      [fields.storeId],
    );
    if (!rows[0]) throw new AppError('report_mapping_missing');
    layout = rows[0].mapping;
  }
  yield* new ReportReader({ ...read, layout }, isrcText, onChunk).read(path);
}

type ImportRow = {
  id: string;
  store: string;
  period: string;
  currency: string;
  exchange_rate: string | null;
  filename: string | null;
  line_count: number;
  matched_count: number;
  total: string;
  created_at: Date | string;
  stores: string[];
  voided_at: Date | string | null;
};

/**
 * Imports a store report (the common distributor TSV, a CSV by its store's mapping, or a DDEX
 * DSR flat file) read from `path` (decision 035): the file is read and checked in chunks,
 * matched, shared and split in memory, its lines written by binary COPY as they are read, and
 * posted to the ledger as one transaction, all in ONE database transaction: a line that cannot
 * be read, or a crash, leaves nothing behind and the same file can be imported again. Imports
 * run one at a time (a transaction advisory lock). Refused when the same content (the sha256
 * of its normalised bytes, taken while reading) was imported before and not voided, when its
 * period has not ended, or when a line's sale month is after its period.
 */
export async function importRoyaltyReport(
  deps: ImportDeps,
  adminId: string,
  fields: RoyaltyImportFields,
  file: { path: string; filename: string | undefined },
) {
  const now = deps.clock.now();
  // A month not over cannot be priced yet (decision 026): the plan held for most of it is not
  // known before its end, and no store reports a month before it has ended.
  if (fields.period >= now.toISOString().slice(0, 7)) {
    throw new AppError('royalty_report_period_future', { params: { period: fields.period } });
  }
  // Time-ordered: the lines' ids (the import's with the line number) are added at the right
  // edge of their index.
  const importId = timeOrderedUuid(now);
  try {
    const row = await deps.database.sqlTransaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [lockKeys.royaltyImport.toString()]);
      const hash = new ReportHash();
      const posting = new ImportPosting(tx, importId, now, fields.store, deps.importBounds);
      const lines = reportLines(tx, fields, file.path, posting.isrcText, (chunk) =>
        hash.update(chunk),
      );
      for await (const batch of lines) await posting.post(batch);
      const totals = await posting.finish();
      const { rows } = await tx.query<ImportRow>(
        `insert into royalty_imports (id, store, period, currency, exchange_rate, content_hash,
           filename, line_count, matched_count, total, imported_by, created_at, stores)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning *`,
        [
          importId,
          fields.store,
          fields.period,
          fields.currency,
          fields.currency === 'USD' ? null : fields.exchangeRate!,
          hash.digest(),
          file.filename ?? null,
          totals.lines,
          totals.matched,
          totals.total.toString(),
          adminId,
          now.toISOString(),
          totals.stores,
        ],
      );
      return rows[0]!;
    });
    return {
      id: row.id,
      store: row.store,
      period: row.period,
      currency: row.currency,
      exchangeRate: row.exchange_rate,
      filename: row.filename,
      lineCount: row.line_count,
      matchedCount: row.matched_count,
      total: BigInt(row.total),
      createdAt: new Date(row.created_at),
      stores: row.stores,
      voidedAt: row.voided_at === null ? null : new Date(row.voided_at),
    };
  } catch (error) {
    // The same content imported before, or meanwhile: its hash is taken.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
