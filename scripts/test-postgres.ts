// Runs the API tests that use a database again on PostgreSQL when TEST_DATABASE_URL points at a
// server; each test app creates its own database there (a copy of the run's migrated template)
// and drops it. With CI=true a missing server is a failure
// (one loud line), unless TEST_ALLOW_NO_POSTGRES=1 accepts a PGlite-only run (decision 017).
import pg from 'pg';
import { databaseTestFiles } from './database-tests.ts';
import { forgetResults, runVitest, summaryLine } from './test-results.ts';

const url = process.env.TEST_DATABASE_URL;
const ci = process.env.CI === 'true' || process.env.CI === '1';
const optOut = process.env.TEST_ALLOW_NO_POSTGRES === '1';

/** Null when the server answers a query, else why not. */
async function probe(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ used: number; max: string }>(
      "select count(*)::int as used, current_setting('max_connections') as max from pg_stat_activity where backend_type = 'client backend'",
    );
    // Connections other programs hold are connections these tests cannot have.
    console.log(
      `PostgreSQL: ${rows[0]!.used} of ${rows[0]!.max} connections in use before the tests`,
    );
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function notRun(why: string): never {
  const mustRun = (ci || Boolean(url)) && !optOut;
  const verdict = mustRun
    ? 'FAILING: CI and an explicit TEST_DATABASE_URL need PostgreSQL (TEST_ALLOW_NO_POSTGRES=1 accepts a PGlite-only run)'
    : optOut
      ? 'accepted by TEST_ALLOW_NO_POSTGRES=1'
      : 'set TEST_DATABASE_URL to run them';
  const line = `!!! POSTGRESQL TESTS DID NOT RUN: ${why}; ${verdict} !!!`;
  if (mustRun) console.error(line);
  else console.log(line);
  console.log(summaryLine('NOT RUN'));
  process.exit(mustRun ? 1 : 0);
}

forgetResults('postgres');
if (!url) notRun(`TEST_DATABASE_URL is not set${ci ? ' and CI=true' : ''}`);
const problem = await probe(url);
if (problem) notRun(`no PostgreSQL answers at ${new URL(url).host} (${problem})`);

// Only the API test files that can reach a database (scripts/database-tests.ts).
const status = runVitest('postgres', ['run', '--project=api', ...databaseTestFiles()]);
console.log(summaryLine());
process.exit(status);
