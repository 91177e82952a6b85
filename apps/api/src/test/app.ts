import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { manualClock } from '../lib/clock.ts';
import { createDatabase, testServerUrl } from './postgres.ts';

export const captchaBypass = 'test-captcha-pass';
export const testOrigin = 'http://localhost:3000';

/**
 * A fresh app on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL is set (and
 * TEST_DB is not `pglite`), a PostgreSQL database created for this test file and dropped by
 * `close()`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    /** Another app's database: a second instance on the same data (its owner closes it). */
    database?: Database;
    /** Where log lines go (see captureLogs); otherwise nothing is logged. */
    logStream?: { write: (line: string) => void };
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: testOrigin,
    SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    CAPTCHA_BYPASS: captchaBypass,
    LOG_LEVEL: 'silent',
    // Tests play several clients by sending X-Forwarded-For.
    TRUST_PROXY: 'true',
    // The SFTP and S3 stand-ins listen on loopback, which stores may not use by default.
    DELIVERY_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
    ...env,
  });
  const { database, drop } = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await openTestDatabase();
  const clock = manualClock(new Date());
  const app = await buildApp(config, {
    database,
    clock,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    config,
    clock,
    database,
    db: database.db,
    async close() {
      await app.close();
      if (opts.database) return;
      await database.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A log destination that keeps every line (parsed), for tests that check what was logged. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  return {
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    lines,
    /** The error lines (pino level 50 and above). */
    errors: () => lines.filter((line) => Number(line.level) >= 50),
  };
}

/** A database of its own for a test app, a copy of the run's migrated one (test/database-template.ts). */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplate'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
    return { database: await openDatabase({ pglite }), drop: async () => {} };
  }
  const created = await createDatabase(serverUrl, inject('postgresTemplate'));
  return { database: await openDatabase({ url: created.url }), drop: created.drop };
}

/** app.inject with the browser-like headers every state-changing request needs. */
export function request(app: FastifyInstance, cookie?: string) {
  const headers = (extra?: Record<string, string>) => ({
    origin: testOrigin,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  return {
    get: (url: string, extra?: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers: headers(extra) }),
    post: (url: string, payload?: object, extra?: Record<string, string>) =>
      app.inject({ method: 'POST', url, payload: payload ?? {}, headers: headers(extra) }),
    patch: (url: string, payload?: object, extra?: Record<string, string>) =>
      app.inject({ method: 'PATCH', url, payload: payload ?? {}, headers: headers(extra) }),
    put: (url: string, payload?: object, extra?: Record<string, string>) =>
      app.inject({ method: 'PUT', url, payload: payload ?? {}, headers: headers(extra) }),
    delete: (url: string, extra?: Record<string, string>) =>
      app.inject({ method: 'DELETE', url, headers: headers(extra) }),
  };
}
