// Vitest's global setup: one migrated database per run (the migrations and pg-boss's tables),
// which every test app's database starts as a copy of (test/app.ts), so no app runs them. On
// PGlite a dump in a file: about 0.6 s per app instead of 2.5-3 s (PGlite's initdb and the
// migrations). On PostgreSQL a template database: CREATE DATABASE … TEMPLATE instead of the
// migrations, about 1 s less per app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getConstructionPlans } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { jobSchema } from '../lib/queue.ts';
import { createDatabase, testServerUrl } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite pass: the migrated database as a tar file (PGlite's dumpDataDir). */
    pgliteTemplate: string;
    /** The PostgreSQL pass: the migrated template database's name. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = testServerUrl();
  if (serverUrl) {
    const template = await createDatabase(serverUrl);
    const database = await openDatabase({ url: template.url });
    try {
      await prepare(database);
    } finally {
      // A template being copied may have no connection: none stays open.
      await database.close();
    }
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'soundpost-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const { client, database } = await openMigratedPglite();
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A PGlite database in memory, migrated as a test app's would be: for the template, and for
 * programs outside vitest (the benches), which have no template to copy.
 */
export async function openMigratedPglite() {
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await prepare(database);
  return { client, database };
}

/**
 * What an app's start would otherwise do to an empty database before any module runs: the
 * migrations, and pg-boss's tables as its start would install them (no queue, no job).
 */
async function prepare(database: Database) {
  await migrate(database);
  await database.jobsDb.executeSql(getConstructionPlans(jobSchema, { backend: database.kind }));
}
