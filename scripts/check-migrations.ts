// Fails when a *.table.ts changed without its migration: generates into a copy of the
// committed migrations and checks that drizzle-kit found nothing new to write.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const api = new URL('../apps/api/', import.meta.url).pathname;
// drizzle-kit wants an output folder relative to the config's folder.
const copyRelative = '../../.tmp/migrations-check';
const copy = join(api, copyRelative);
rmSync(copy, { recursive: true, force: true });
cpSync(join(api, 'drizzle'), copy, { recursive: true });
const before = readdirSync(copy).length;
const drizzleKit = new URL('../node_modules/.bin/drizzle-kit', import.meta.url).pathname;
const run = spawnSync(
  drizzleKit,
  [
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema.ts',
    '--out',
    copyRelative,
    '--name',
    'drift',
  ],
  { cwd: api, encoding: 'utf8' },
);
const added = readdirSync(copy).filter((f) => f.includes('drift'));
rmSync(copy, { recursive: true, force: true });
if (run.status !== 0) {
  console.error(run.error ?? `${run.stdout}${run.stderr}`);
  process.exit(1);
}
if (added.length > 0 || readdirSync(join(api, 'drizzle')).length !== before) {
  console.error(
    'The Drizzle schema changed without a migration: run `npm run db:generate` and commit it.',
  );
  process.exit(1);
}
console.log('migrations match the schema');
