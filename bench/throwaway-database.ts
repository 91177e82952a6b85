// A PostgreSQL database a bench creates for its run and drops at the end, so no bench depends
// on, or leaves, data on the server it is pointed at.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const defaultServer = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database on the server at `base`: its URL, and what drops it (forcing out clients). */
export async function throwawayDatabase(name: string, base = defaultServer) {
  const database = `soundpost_bench_${name}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
