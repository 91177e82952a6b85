// `npm run check`: the static checks side by side, then `npm test`. Each check is one process
// that keeps one core busy at most (ESLint, Prettier, tsc, drizzle-kit, the OpenAPI document)
// and none reads what another writes, so on CI's two cores they finish in about the time of the
// longest instead of the sum (decision 017). Each check's output is printed whole when it ends.
import { spawn } from 'node:child_process';

type Check = { name: string; command: string };

const checks: Check[] = [
  { name: 'eslint', command: 'eslint .' },
  { name: 'prettier', command: 'prettier --check .' },
  { name: 'typecheck', command: 'tsc -b' },
  // Short ones, one after the other: together they take about as long as any of the others.
  {
    name: 'migrations, openapi, env',
    command: 'node scripts/check-migrations.ts && npm run openapi:check && npm run env:check',
  },
];

const root = new URL('../', import.meta.url).pathname;

/** Runs a command through the shell (npm's PATH included); resolves with its status and output. */
function run({ name, command }: Check): Promise<{ name: string; ok: boolean; out: string }> {
  const started = performance.now();
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const took = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(
        `== ${name} (${command}): ${ok ? 'ok' : `FAILED (${code ?? signal})`} in ${took} s\n${out}`,
      );
      resolve({ name, ok, out });
    }),
  );
}

const results = await Promise.all(checks.map(run));
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length > 0) {
  console.error(`checks failed: ${failed.join(', ')}`);
  process.exit(1);
}

// `--static`: the checks alone, without the tests.
if (process.argv.includes('--static')) process.exit(0);
const test = spawn('npm', ['test'], { cwd: root, stdio: 'inherit' });
test.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
