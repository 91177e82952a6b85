// Imports a trend report file in a process of its own, as the route does (importTrendReport):
// `node trend-import-process.ts <database url> <file> <admin id>` (store spotify, the TSV). The
// PostgreSQL test kills it midway; it loads node-postgres and the import's modules, not the app.
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
  await importTrendReport(deps, adminId, fields, { path: file, filename: 'trend.tsv' });
} finally {
  await pool.end();
}
