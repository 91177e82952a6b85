// Runs commands at the same time and waits for all of them: `node scripts/side-by-side.ts
// name='command' …`. Each output line is printed as it comes, after `[name] `; the exit status
// is 1 when any command failed (each failure is named at the end), else 0.
//
// `npm test` runs two lanes (decision 017): the PGlite pass then the bench smoke, beside the
// Playwright journeys then the PostgreSQL pass. The journeys spend most of their time waiting for
// pages, jobs and uploads, and the PostgreSQL pass for the PostgreSQL server; one after the
// other, CI's second core idled through much of both.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('../', import.meta.url).pathname;

const commands = process.argv.slice(2).map((arg) => {
  const match = /^([\w-]+)=(.+)$/s.exec(arg);
  if (!match) throw new Error(`expected name='command', got ${arg}`);
  return { name: match[1]!, command: match[2]! };
});

function run({ name, command }: { name: string; command: string }) {
  const started = performance.now();
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
      out.write(`[${name}] ${line}\n`),
    );
  return new Promise<string | null>((resolve) =>
    child.on('close', (code, signal) => {
      const took = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(
        `[${name}] == ${command}: ${ok ? 'ok' : `FAILED (${code ?? signal})`} in ${took} s`,
      );
      resolve(ok ? null : `${name} (${command}) exited with ${code ?? signal}`);
    }),
  );
}

const failures = (await Promise.all(commands.map(run))).filter((f) => f !== null);
if (failures.length > 0) {
  console.error(`failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
