import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captcha, port as mainPort } from './env.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A second Soundpost on loopback, for a journey that needs settings the shared server does not
 * have (an integration turned on): the same build, its own empty PGlite and port (E2E_PORT + 7
 * + the worker's `parallelIndex`, so two workers, or runs on neighbouring ports, do not meet),
 * stopped and removed by `stop`.
 */
export async function startExtraServer(env: Record<string, string>, parallelIndex: number) {
  const port = mainPort + 7 + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-e2e-extra-'));
  const server = spawn('node', ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      CAPTCHA_BYPASS: captcha,
      CAPTCHA_POW_COST: '10',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${url}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the extra server did not start on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}
