import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { RoyaltyImportFields, ReportMapping } from '@soundpost/contracts/royalties';
import type { SqlTransaction, SqlTx } from '../../db/sql-transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { stageDsr } from './dsr-reader.ts';
import { postImport } from './import-posting.ts';
import { distributorTsv, stageReport } from './report-reader.ts';

async function hashFile(path: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const duplicate = () => new AppError('royalty_report_duplicate', 409);
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown }).cause].some(
    (e) => (e as { code?: string } | undefined)?.code === '23505',
  );

/** What an import needs: a plain-SQL transaction with COPY, and a clock. */
export type ImportDeps = {
  database: { sqlTransaction: SqlTransaction };
  clock: { now: () => Date };
};

/** Stages the file's lines: the common TSV, a CSV by its store's mapping, or a DSR file. */
async function stage(tx: SqlTx, fields: RoyaltyImportFields, path: string) {
  const rate = fields.currency === 'USD' ? undefined : fields.exchangeRate;
  const read = { store: fields.store, rate };
  if (fields.format === 'ddex_dsr')
    return stageDsr(tx, path, { ...read, currency: fields.currency });
  if (fields.format === 'tsv') return stageReport(tx, path, { ...read, layout: distributorTsv });
  const { rows } = await tx.query<{ mapping: ReportMapping }>(
    'select mapping from store_report_mappings where store_id = $1',
    [fields.storeId],
  );
  if (!rows[0]) throw new AppError('report_mapping_missing', 422);
  return stageReport(tx, path, { ...read, layout: rows[0].mapping });
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
};

/**
 * Imports a store report (the common distributor TSV, a CSV by its store's mapping, or a DDEX
 * DSR flat file) read from `path`, set-based (decision 026): the file is copied into a staging
 * table, read and validated there, matched, shared and split in SQL, and posted to the ledger
 * as one transaction, all in ONE database transaction: a line that cannot be read, or a crash,
 * leaves nothing behind and the same file can be imported again. Refused when the same content
 * was imported before.
 */
export async function importRoyaltyReport(
  deps: ImportDeps,
  adminId: string,
  fields: RoyaltyImportFields,
  file: { path: string; filename: string | undefined },
) {
  const contentHash = await hashFile(file.path);
  const now = deps.clock.now();
  const importId = randomUUID();
  try {
    const row = await deps.database.sqlTransaction(async (tx) => {
      const seen = await tx.query('select 1 from royalty_imports where content_hash = $1', [
        contentHash,
      ]);
      if (seen.rows.length > 0) throw duplicate();
      // The staging tables have no statistics when planned: JIT would compile for rows the
      // estimate invents (seconds), and ANALYZE after each load gives the joins real sizes.
      await tx.query('set local jit = off');
      await tx.query(
        `insert into royalty_imports (id, store, period, currency, exchange_rate, content_hash,
           filename, total, imported_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9)`,
        [
          importId,
          fields.store,
          fields.period,
          fields.currency,
          fields.currency === 'USD' ? null : fields.exchangeRate!,
          contentHash,
          file.filename ?? null,
          adminId,
          now.toISOString(),
        ],
      );
      const staged = await stage(tx, fields, file.path);
      const totals = await postImport(tx, importId, now, staged);
      const { rows } = await tx.query<ImportRow>(
        `update royalty_imports set line_count = $2, matched_count = $3, total = $4
         where id = $1 returning *`,
        [importId, totals.lines, totals.matched, totals.total],
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
    };
  } catch (error) {
    // The same file imported meanwhile by another request: its hash is taken now.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
