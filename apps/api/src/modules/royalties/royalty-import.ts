import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { RoyaltyImportFields } from '@soundpost/contracts/royalties';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { accountIds, postTransactions, type NewTransaction } from '../ledger/ledger.ts';
import { insertColumns, type ColumnValues } from '../../db/insert-columns.ts';
import { matchLines, sharePercentFor, type Match } from './line-matching.ts';
import { findReportMapping } from './report-mappings.ts';
import { readDsrLines } from './dsr-reader.ts';
import { distributorTsv, readReportLines, type ReportLine } from './report-reader.ts';
import { liveSplits } from '../splits/live-splits.ts';
import { creditPostings } from './royalty-postings.ts';
import { royaltyImports } from './royalties.table.ts';

/** Lines per round of statements: large enough that round trips do not count. */
const batchSize = 5000;

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

type Run = {
  db: Db;
  importId: string;
  now: Date;
  accounts: ReturnType<typeof accountIds>;
  shares: Map<string, number>;
  splits: ReturnType<typeof liveSplits>;
};

/** The batch's lines as columns for insertColumns (see royaltyLines for their meaning). */
function lineColumns(run: Run, lines: LineRow[]): Record<string, ColumnValues> {
  const column = <T>(f: (row: LineRow) => T) => lines.map(f) as ColumnValues[1];
  return {
    id: ['uuid', column((r) => r.id)],
    import_id: ['uuid', column(() => run.importId)],
    line_number: ['int', column((r) => r.line.lineNumber)],
    reporting_date: ['date', column((r) => r.line.reportingDate)],
    sale_month: ['date', column((r) => r.line.saleMonth)],
    store: ['text', column((r) => r.line.store)],
    artist: ['text', column((r) => r.line.artist)],
    title: ['text', column((r) => r.line.title)],
    isrc: ['text', column((r) => r.line.isrc)],
    upc: ['text', column((r) => r.line.upc)],
    quantity: ['int', column((r) => r.line.quantity)],
    country: ['text', column((r) => r.line.country)],
    amount: ['bigint', column((r) => r.line.amount.toString())],
    status: ['text', column((r) => (r.match ? 'matched' : 'unmatched'))],
    track_id: ['uuid', column((r) => r.match?.trackId ?? null)],
    release_id: ['uuid', column((r) => r.match?.releaseId ?? null)],
    owner_id: ['uuid', column((r) => r.match?.ownerId ?? null)],
    share_percent: ['int', column((r) => r.sharePercent)],
    created_at: ['timestamptz', column(() => run.now.toISOString())],
  };
}

type LineRow = {
  id: string;
  line: ReportLine;
  match: Match | undefined;
  sharePercent: number | null;
};

/** Records one batch of lines and posts each: to its owner when matched, else to `unmatched`. */
async function postBatch(run: Run, lines: ReportLine[]) {
  const matches = await matchLines(run.db, lines);
  const receivable = await run.accounts('store_receivable', { owner: run.importId });
  const platform = await run.accounts('platform_share');
  const unmatched = await run.accounts('unmatched');
  const owners = await run.accounts.ofUsers(matches.flatMap((m) => (m ? [m.ownerId] : [])));
  await run.splits.load(matches.filter((m) => m !== undefined));
  const rows: LineRow[] = [];
  const transactions: NewTransaction[] = [];
  for (const [i, line] of lines.entries()) {
    const match = matches[i];
    const id = randomUUID();
    const sharePercent = match
      ? await sharePercentFor(run.db, run.shares, match.ownerId, line.saleMonth)
      : null;
    rows.push({ id, line, match, sharePercent });
    if (line.amount === 0n) continue;
    const postings = match
      ? creditPostings(
          { source: receivable, owner: owners.get(match.ownerId)!, platform },
          line.amount,
          sharePercent!,
          run.splits.of(match),
        )
      : [
          { accountId: receivable, amount: -line.amount },
          { accountId: unmatched, amount: line.amount },
        ];
    const kind = match ? 'royalty_line' : 'unmatched_line';
    transactions.push({ kind, royaltyLineId: id, postedAt: run.now, postings });
  }
  await insertColumns(run.db, 'royalty_lines', lineColumns(run, rows));
  await postTransactions(run.db, transactions);
  return {
    matched: matches.filter(Boolean).length,
    total: lines.reduce((sum, l) => sum + l.amount, 0n),
  };
}

/** The file's lines in batches: the common TSV, a CSV by its store's mapping, or a DSR file. */
async function lineBatches(db: Db, fields: RoyaltyImportFields, path: string) {
  const rate = fields.currency === 'USD' ? undefined : fields.exchangeRate;
  const read = { store: fields.store, rate, batchSize };
  if (fields.format === 'ddex_dsr')
    return readDsrLines(path, { ...read, currency: fields.currency });
  if (fields.format === 'tsv') return readReportLines(path, { ...read, layout: distributorTsv });
  const mapping = await findReportMapping(db, fields.storeId!);
  if (!mapping) throw new AppError('report_mapping_missing', 422);
  return readReportLines(path, { ...read, layout: mapping });
}

/**
 * Imports a store report (the common distributor TSV, a CSV by its store's mapping, or a DDEX
 * DSR flat file) read from `path`: refused when the same content was imported before;
 * otherwise every line is recorded and posted in ONE database transaction, so a line that
 * cannot be read, or a crash, leaves nothing behind and the same file can be imported again. Each line is its own ledger transaction (see decision 026).
 */
export async function importRoyaltyReport(
  ctx: AppContext,
  adminId: string,
  fields: RoyaltyImportFields,
  file: { path: string; filename: string | undefined },
) {
  const contentHash = await hashFile(file.path);
  const [seen] = await ctx.db
    .select({ id: royaltyImports.id })
    .from(royaltyImports)
    .where(eq(royaltyImports.contentHash, contentHash));
  if (seen) throw duplicate();
  const now = ctx.clock.now();
  const importId = randomUUID();
  try {
    return await ctx.db.transaction(async (db) => {
      await db.insert(royaltyImports).values({
        id: importId,
        store: fields.store,
        period: fields.period,
        currency: fields.currency,
        exchangeRate: fields.currency === 'USD' ? null : fields.exchangeRate!,
        contentHash,
        filename: file.filename ?? null,
        total: 0n,
        importedBy: adminId,
        createdAt: now,
      });
      const accounts = accountIds(db);
      const splits = liveSplits(db, accounts, now);
      const run: Run = { db, importId, now, accounts, shares: new Map(), splits };
      const totals = { lines: 0, matched: 0, total: 0n };
      for await (const lines of await lineBatches(db, fields, file.path)) {
        const batch = await postBatch(run, lines);
        totals.lines += lines.length;
        totals.matched += batch.matched;
        totals.total += batch.total;
      }
      const [row] = await db
        .update(royaltyImports)
        .set({ lineCount: totals.lines, matchedCount: totals.matched, total: totals.total })
        .where(eq(royaltyImports.id, importId))
        .returning();
      return row!;
    });
  } catch (error) {
    // The same file imported meanwhile by another request: its hash is taken now.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
