import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { mailJob } from './lib/mailer.ts';
import { createQueue } from './lib/queue.ts';
import { createDatabase, postgresServer } from './test/postgres.ts';
import { freePort, killAll, startProcess, stopProcess } from './test/processes.ts';
import { startWorker } from './worker.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const silent = pino({ level: 'silent' });
const server = await postgresServer('worker process');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await killAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

async function waitForMail(dataDir: string, to: string, ms = 30_000) {
  const outbox = join(dataDir, 'mail');
  for (const started = Date.now(); Date.now() - started < ms;) {
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    if (files.some((f) => readFileSync(join(outbox, f), 'utf8').includes(to))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

describe('startWorker', () => {
  it('works jobs on the shared context, with no HTTP app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-worker-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: secret });
    const database = await openDatabase({});
    cleanups.push(() => database.close());
    const worker = await startWorker(config, { log: silent, database });
    cleanups.push(() => worker.close());
    expect(worker.ctx).not.toHaveProperty('server');
    await worker.ctx.mailer.send(mail('in-process@example.com'));
    await waitForMail(dataDir, 'in-process@example.com');
  });
});

describe.skipIf(!server)('npm run worker (server.ts --worker) on PostgreSQL', () => {
  it('starts without listening, works a job sent by another process, and stops on SIGTERM', async () => {
    const db = await createDatabase(server!);
    cleanups.push(db.drop);
    const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-worker-'));
    const port = await freePort();
    const worker = startProcess(
      {
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        SESSION_SECRET: secret,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'info',
      },
      { worker: true },
    );
    await worker.waitFor(/worker started \(no HTTP\)/);
    await expect(fetch(`http://127.0.0.1:${port}/v1/health`)).rejects.toThrow();
    expect(worker.output()).not.toMatch(/Server listening/);

    // Another process (an API instance) queues a mail; the worker delivers it.
    const database = await openDatabase({ url: db.url });
    const queue = createQueue(database, silent);
    cleanups.push(() => database.close());
    await queue.start({ work: false });
    await queue.send(mailJob, mail('from-api@example.com'));
    await queue.stop();
    await waitForMail(dataDir, 'from-api@example.com');

    expect(await stopProcess(worker, 'SIGTERM')).toBe(0);
    expect(worker.output()).toMatch(/SIGTERM: finishing in-flight requests and jobs/);
  }, 90_000);

  it('refuses to start on the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-worker-'));
    const worker = startProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, { worker: true });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toMatch(/A separate worker needs DATABASE_URL/);
  });
});
