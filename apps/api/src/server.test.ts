import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAll, startProcess, waitForHealth } from './test/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-server-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' };

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('starts on PGlite, refuses a second process on the same data directory, and stops on SIGTERM', async () => {
    const first = startProcess(env);
    expect(await waitForHealth(first, base, 90_000)).toMatchObject({ status: 'ok', db: 'pglite' });
    expect(existsSync(join(dataDir, 'db', 'soundpost.pid'))).toBe(true);

    const second = startProcess(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db', 'soundpost.pid'))).toBe(false);
  }, 180_000);

  it('stops with a message naming a bad setting', async () => {
    const bad = startProcess({ ...env, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  }, 90_000);
});
