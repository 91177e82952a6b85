import type { i18n } from 'i18next';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';
import type { Queue } from './queue.ts';

/** What every service needs, built once in buildApp and passed as the first argument. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  queue: Queue;
  mailer: Mailer;
  i18n: i18n;
};
