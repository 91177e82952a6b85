import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-server-'));
const port = 3000 + Math.floor(Math.random() * 2000) + 4000;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
};
const children: ChildProcess[] = [];

function start() {
  const child = spawn(process.execPath, [serverFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
      if (res.ok) return res.json();
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start');
}

afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

describe('server process', () => {
  it('starts on PGlite, refuses a second process on the same data directory, and stops on SIGTERM', async () => {
    const first = start();
    expect(await waitForHealth()).toMatchObject({ status: 'ok', db: 'pglite' });
    expect(existsSync(join(dataDir, 'db', 'soundpost.pid'))).toBe(true);

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db', 'soundpost.pid'))).toBe(false);
  }, 60_000);

  it('stops with a message naming a bad setting', async () => {
    const bad = spawn(process.execPath, [serverFile], {
      env: { ...env, PORT: 'eighty' },
      stdio: 'pipe',
    });
    let err = '';
    bad.stderr.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  });
});
