import type { i18n } from 'i18next';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Log } from './logger.ts';
import type { Mailer } from './mailer.ts';
import type { Queue } from './queue.ts';
import type { Storage } from './storage.ts';

/**
 * What every service and job needs, built once per process (createAppContext) and passed as the
 * first argument.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  queue: Queue;
  mailer: Mailer;
  i18n: i18n;
  /** The one storage of the process (local disk or S3, from the configuration). */
  storage: Storage;
  /** The process's logger (outside a request: jobs, start-up). */
  log: Log;
};
