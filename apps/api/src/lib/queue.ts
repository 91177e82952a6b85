import { sql } from 'drizzle-orm';
import { PgBoss, type QueuePolicy, type SendOptions } from 'pg-boss';
import { lockKeys, withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Database, Db } from '../db/client.ts';
import type { Log } from './logger.ts';

type Handler<T> = (data: T) => Promise<void>;

/**
 * How a queue's jobs are retried, bounded and kept, set on the queue itself so every job sent to
 * it (scheduled ones too) gets them. `exclusive` allows one queued-or-running job per
 * `singletonKey`: a second send for the same thing is dropped while the first is pending.
 */
export type QueueSettings = {
  policy?: 'standard' | 'exclusive';
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** The longest a job may run before it counts as failed (and is retried). */
  expireInSeconds?: number;
  /** A worker that stops beating this long (killed, frozen) loses the job to another. */
  heartbeatSeconds?: number;
  /** How long a finished job stays in the table. */
  deleteAfterSeconds?: number;
};

/** Jobs in the same database (pg-boss): retried with backoff, so a crash mid-job is not lost. */
export type Queue = {
  /**
   * Queues a job and returns its id; null when an exclusive queue already holds a queued or
   * running job with the same `singletonKey` (the send is dropped).
   */
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  /** Whether a job of `name` whose data contains `data` is waiting, to be retried or running. */
  isPending: (name: string, data: object) => Promise<boolean>;
  register: <T extends object>(name: string, handler: Handler<T>, settings?: QueueSettings) => void;
  /** A recurring job (cron, UTC), one per `key`; pg-boss sends it once per occurrence however many processes run. */
  schedule: <T extends object>(name: string, cron: string, data: T, key: string) => void;
  /** Deletes the queue's finished jobs (completed, failed, cancelled) with their payloads. */
  deleteFinished: (name: string) => Promise<void>;
  start: (opts: { work: boolean }) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * pg-boss's door into a Drizzle transaction: a job sent with `{ db: jobsIn(tx) }` is queued if
 * and only if the transaction commits, so no connection lost between the commit and the send
 * can leave a change without its job. pg-boss numbers its parameters ($1…); each becomes one of
 * Drizzle's.
 */
export const jobsIn = (tx: Db) => ({
  async executeSql(text: string, values: unknown[] = []) {
    const parts = text.split(/\$(\d+)/);
    const query = sql.join(
      parts.map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part))),
    );
    return (await tx.execute(query)) as unknown as { rows: unknown[] };
  },
});

/** Job states that will still run (pg-boss: created and retry wait, active runs). */
const pendingStates = new Set(['created', 'retry', 'active']);

/** The PostgreSQL schema of pg-boss's tables. */
export const jobSchema = 'pgboss';

const defaults: QueueSettings = { retryLimit: 5, retryDelay: 5, retryBackoff: true };

/**
 * Expiry and heartbeat checks (supervision) run this often instead of once a minute, so a job of
 * a killed worker is handed to another within about heartbeatSeconds + this.
 */
const superviseSeconds = 15;

export function createQueue(database: Database, log: Log): Queue {
  const boss = new PgBoss({
    db: database.jobsDb as never,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: jobSchema,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // Deleting finished jobs past their queue's deleteAfterSeconds: every 10 minutes, not daily.
    maintenanceIntervalSeconds: 600,
  });
  boss.on('error', (error) => log.error({ err: error }, 'queue error'));
  const queues = new Map<string, { handler: Handler<object>; settings: QueueSettings }>();
  const schedules: { name: string; cron: string; data: object; key: string }[] = [];
  let started = false;

  async function prepare(name: string, { policy = 'standard', ...settings }: QueueSettings) {
    await boss.createQueue(name, { policy, ...settings });
    // createQueue leaves an existing queue as it was: bring its settings up to date.
    await boss.updateQueue(name, settings);
    const existing = await boss.getQueue(name);
    if (existing && existing.policy !== (policy as QueuePolicy)) {
      log.error(`queue ${name} has policy ${existing.policy}, expected ${policy}: recreate it`);
    }
    // pg-boss reads a queue's settings at its first send and caches them; a send inside a
    // transaction on PGlite (one connection, which the transaction holds) could not read them.
    // Any call by name caches them: this one finds nothing.
    await boss.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
  }

  return {
    send: (name, data, options) => boss.send(name, data, options),
    async isPending(name, data) {
      const jobs = await boss.findJobs(name, { data });
      return jobs.some((job) => pendingStates.has(job.state));
    },
    register(name, handler, settings = {}) {
      queues.set(name, { handler: handler as Handler<object>, settings });
    },
    schedule(name, cron, data, key) {
      schedules.push({ name, cron, data, key });
    },
    async deleteFinished(name) {
      await boss.deleteStoredJobs(name);
    },
    async start({ work }) {
      // Processes booting together on an empty database would all create pg-boss's schema.
      await withAdvisoryLock(database, lockKeys.jobQueue, () => boss.start());
      started = true;
      for (const [name, { handler, settings }] of queues) {
        await prepare(name, { ...defaults, ...settings });
        if (!work) continue;
        await boss.work<object>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (error) {
              // pg-boss keeps the error on the job; the log is where an operator looks.
              log.warn(
                { err: error, job: { name, id: job.id } },
                'job failed, will retry if it may',
              );
              throw error;
            }
          }
        });
      }
      // Schedules are rows in the database: the processes that work jobs (re)write them.
      if (work)
        for (const s of schedules)
          await boss.schedule(s.name, s.cron, s.data, { key: s.key, singletonKey: s.key });
    },
    async stop() {
      // Waits for the jobs being worked to finish before closing.
      if (started) await boss.stop({ graceful: true, close: false, timeout: 20_000 });
    },
  };
}
