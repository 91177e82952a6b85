// Imports a trend report file in a process of its own, as the route does (importTrendReport):
// `node trend-import-process.ts <database url> <file> <admin id>` (the Soundpost TSV, lines
// without a store on Spotify). Prints one JSON line with the import's time, its line and
// matched counts, the process's peak RSS and its RSS before the import began, as the royalty
// import's process does. The analytics bench measures with it and the PostgreSQL test kills it
// midway; it loads node-postgres and the import's modules, not the app.
import pg from 'pg';
import { pgSqlTransaction } from '../../db/sql-transaction.ts';
import { importTrendReport } from './trend-import.ts';

const [url, file, adminId] = process.argv.slice(2);
if (!url || !file || !adminId) throw new Error('usage: <database url> <file> <admin id>');
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  const deps = {
    database: { sqlTransaction: pgSqlTransaction(pool) },
    clock: { now: () => new Date() },
  };
  const fields = { store: 'spotify', format: 'tsv' as const };
  const baseRssKb = Math.round(process.memoryUsage().rss / 1024);
  const started = performance.now();
  const row = await importTrendReport(deps, adminId, fields, { path: file, filename: 'trend.tsv' });
  const ms = performance.now() - started;
  const maxRssKb = process.resourceUsage().maxRSS;
  const figures = { ms, lines: row.lineCount, matched: row.matchedCount, maxRssKb, baseRssKb };
  process.stdout.write(JSON.stringify(figures) + '\n');
} finally {
  await pool.end();
}
