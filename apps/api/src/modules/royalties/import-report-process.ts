// Imports a report file in a process of its own, as the route does (importRoyaltyReport):
// `node import-report-process.ts <database url> <file> <admin id>`. Prints one JSON line with
// the import's time, its line count, the process's peak RSS and its RSS before the import
// began (the loaded modules). The royalty bench measures with it, and the concurrency test
// kills it midway. It loads what the import needs: node-postgres, the import's own modules and
// the index.ts of the modules it reads through (ledger, plans, splits, and releases for its read
// views: these bring Drizzle, their tables and what the releases module's index loads, about
// 20 MB of RSS), not the app (Fastify, PGlite, pg-boss).
import pg from 'pg';
import { pgSqlTransaction } from '../../db/sql-transaction.ts';
import { importRoyaltyReport } from './royalty-import.ts';

const [url, file, adminId] = process.argv.slice(2);
if (!url || !file || !adminId) throw new Error('usage: <database url> <file> <admin id>');
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  const baseRssKb = Math.round(process.memoryUsage().rss / 1024);
  const started = performance.now();
  const row = await importRoyaltyReport(
    { database: { sqlTransaction: pgSqlTransaction(pool) }, clock: { now: () => new Date() } },
    adminId,
    { store: 'Bench Store', period: '2024-03', currency: 'USD', format: 'tsv' },
    { path: file, filename: 'report.tsv' },
  );
  const ms = performance.now() - started;
  const maxRssKb = process.resourceUsage().maxRSS;
  process.stdout.write(JSON.stringify({ ms, lines: row.lineCount, maxRssKb, baseRssKb }) + '\n');
} finally {
  await pool.end();
}
