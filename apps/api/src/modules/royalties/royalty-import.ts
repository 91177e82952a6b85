import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { RoyaltyImportFields } from '@soundpost/contracts/royalties';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { accountIds, postTransactions, type NewTransaction } from '../ledger/ledger.ts';
import { matchLines, sharePercentFor } from './line-matching.ts';
import { readReportLines, type ReportLine } from './report-reader.ts';
import { creditPostings } from './royalty-postings.ts';
import { royaltyImports, royaltyLines } from './royalties.table.ts';

const batchSize = 500;

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
};

/** Records one batch of lines and posts each: to its owner when matched, else to `unmatched`. */
async function postBatch(run: Run, lines: ReportLine[]) {
  const matches = await matchLines(run.db, lines);
  const receivable = await run.accounts('store_receivable', { owner: run.importId });
  const rows: (typeof royaltyLines.$inferInsert)[] = [];
  const transactions: NewTransaction[] = [];
  for (const [i, line] of lines.entries()) {
    const match = matches[i];
    const id = randomUUID();
    const sharePercent = match
      ? await sharePercentFor(run.db, run.shares, match.ownerId, line.saleMonth)
      : null;
    rows.push({
      ...line,
      ...match,
      id,
      importId: run.importId,
      status: match ? 'matched' : 'unmatched',
      sharePercent,
      createdAt: run.now,
    });
    if (line.amount === 0n) continue;
    const postings = match
      ? creditPostings(
          {
            source: receivable,
            owner: await run.accounts('artist_royalties', { userId: match.ownerId }),
            platform: await run.accounts('platform_share'),
          },
          line.amount,
          sharePercent!,
        )
      : [
          { accountId: receivable, amount: -line.amount },
          { accountId: await run.accounts('unmatched'), amount: line.amount },
        ];
    const kind = match ? 'royalty_line' : 'unmatched_line';
    transactions.push({ kind, royaltyLineId: id, postedAt: run.now, postings });
  }
  await run.db.insert(royaltyLines).values(rows);
  await postTransactions(run.db, transactions);
  return {
    matched: matches.filter(Boolean).length,
    total: lines.reduce((sum, l) => sum + l.amount, 0n),
  };
}

/**
 * Imports a store report (the common distributor TSV) read from `path`: refused when the same
 * content was imported before; otherwise every line is recorded and posted in ONE database
 * transaction, so a line that cannot be read, or a crash, leaves nothing behind and the same
 * file can be imported again. Each line is its own ledger transaction (see decision 026).
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
        ...fields,
        exchangeRate: fields.currency === 'USD' ? null : fields.exchangeRate!,
        contentHash,
        filename: file.filename ?? null,
        total: 0n,
        importedBy: adminId,
        createdAt: now,
      });
      const run: Run = { db, importId, now, accounts: accountIds(db), shares: new Map() };
      const totals = { lines: 0, matched: 0, total: 0n };
      const rate = fields.currency === 'USD' ? undefined : fields.exchangeRate;
      for await (const lines of readReportLines(file.path, { rate, batchSize })) {
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
