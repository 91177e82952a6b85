import { PgBoss, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

type Handler<T> = (data: T) => Promise<void>;

/** Jobs in the same database (pg-boss): retried with backoff, so a crash mid-job is not lost. */
export type Queue = {
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<void>;
  register: <T extends object>(name: string, handler: Handler<T>) => void;
  start: (opts: { work: boolean }) => Promise<void>;
  stop: () => Promise<void>;
};

const defaults: SendOptions = { retryLimit: 5, retryDelay: 5, retryBackoff: true };

export function createQueue(database: Database, log: FastifyBaseLogger): Queue {
  const boss = new PgBoss({
    db: database.jobsDb as never,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
  });
  boss.on('error', (error) => log.error({ err: error }, 'queue error'));
  const handlers = new Map<string, Handler<object>>();
  let started = false;
  return {
    async send(name, data, options) {
      await boss.send(name, data, { ...defaults, ...options });
    },
    register(name, handler) {
      handlers.set(name, handler as Handler<object>);
    },
    async start({ work }) {
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        await boss.createQueue(name);
        if (!work) continue;
        await boss.work<object>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
    },
    async stop() {
      // Waits for the jobs being worked to finish before closing.
      if (started) await boss.stop({ graceful: true, close: false, timeout: 20_000 });
    },
  };
}
