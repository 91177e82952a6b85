// Counts of each database's vitest run, kept as vitest JSON reports under .tmp/test-results,
// so the last runner can print one line for both: `tests: pglite 480 passed, postgres 352 passed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';

export type TestDb = 'pglite' | 'postgres';
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
};

const root = new URL('../', import.meta.url).pathname;
const dir = `${root}.tmp/test-results/`;
const reportOf = (db: TestDb) => `${dir}${db}.json`;

/** Forgets earlier counts (the start of `npm test`'s vitest runs). */
export function clearResults() {
  rmSync(dir, { recursive: true, force: true });
}

/** Forgets one database's count, so a run that does not happen never shows an old one. */
export function forgetResults(db: TestDb) {
  rmSync(reportOf(db), { force: true });
}

/**
 * Runs vitest (`args` start with its command: `run`, or `related … --run`) on `db` with its usual
 * output plus a JSON report; returns its exit status.
 */
export function runVitest(db: TestDb, args: string[]): number {
  mkdirSync(dir, { recursive: true });
  rmSync(reportOf(db), { force: true });
  const run = spawnSync(
    'vitest',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(db)}`],
    { stdio: 'inherit', env: { ...process.env, TEST_DB: db } },
  );
  if (run.error) console.error(run.error.message);
  printSlowest(db);
  return run.status ?? 1;
}

/** The run's slowest test files, so CI logs show where its minutes go. */
function printSlowest(db: TestDb, count = 10) {
  if (!existsSync(reportOf(db))) return;
  const { testResults } = JSON.parse(readFileSync(reportOf(db), 'utf8')) as Report;
  const slowest = testResults
    .map((file) => ({ file: relative(root, file.name), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  console.log(`slowest test files (${db}):`);
  for (const { file, ms } of slowest)
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

/** `480 passed, 2 failed, 3 skipped` for one database, or why there is no count. */
export function countsOf(db: TestDb, notRun: string): string {
  if (!existsSync(reportOf(db))) return `${db} ${notRun}`;
  const r = JSON.parse(readFileSync(reportOf(db), 'utf8')) as Report;
  const parts = [`${r.numPassedTests} passed`];
  if (r.numFailedTests > 0) parts.push(`${r.numFailedTests} failed`);
  const skipped = r.numPendingTests + r.numTodoTests;
  if (skipped > 0) parts.push(`${skipped} skipped`);
  return `${db} ${parts.join(', ')}`;
}

/** The closing line of the unit and API test runs, one count per database. */
export function summaryLine(postgresNotRun = 'not run'): string {
  return `tests: ${countsOf('pglite', 'not run')}, ${countsOf('postgres', postgresNotRun)}`;
}
