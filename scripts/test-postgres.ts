// Runs the API tests again on PostgreSQL when TEST_DATABASE_URL points at a server; each test
// file creates its own database there and drops it.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
  process.exit(0);
}
const run = spawnSync('vitest', ['run', 'apps/api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(run.status ?? 1);
