// Analytics reads on PostgreSQL at a realistic size (decision 041): BENCH_FACTS fact rows
// (10,000,000 by default: a year, 2,000 tracks of 200 artists, 30 stores, 180+ countries, from
// the same generator as the demo and the tests: Zipf over tracks, countries and cities, weekly
// seasonality, a long tail across stores), their rollups, then p50 and p95 of every
// /v1/analytics/* call over HTTP for 30 days, 90 days and all time, for one artist and for a
// label of 50 artists, against a primary-key lookup in the same run (budget: p95 < 100 ms).
// Then a trend report of BENCH_TREND_LINES lines (1,000,000 by default; the month before the
// year, so the pages' figures are not touched) imported in a process of its own, as the route
// does, against a raw COPY of the same file (budget: at most 3 times as long).
// Uses a throwaway database it creates and drops. Not a test.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  api,
  daysFrom,
  rebuildAllRollups,
  writeGeneratedFacts,
  type BenchTrack,
} from './analytics-data.ts';
import { childImport, copyRaw, printAgainstCopy } from './import-against-copy.ts';
import { signUp, startServer } from './start-server.ts';
import { throwawayDatabase } from './throwaway-database.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const factCount = Number(process.env.BENCH_FACTS ?? 10_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const trackCount = 2_000;
const artistCount = 200;
const labelArtists = 50;
const storeCount = 30;
const days = 365;
const first = '2025-11-01';
const trendLines = Number(process.env.BENCH_TREND_LINES ?? 1_000_000);
const trendDays = 30;

const trendImportProcess = fileURLToPath(
  new URL('../apps/api/src/modules/analytics/trend-import-process.ts', import.meta.url),
);

/**
 * About `trendLines` generated lines over the 30 days before the year as a Soundpost trend TSV,
 * imported as an admin's upload is, against a raw COPY of the same file.
 */
async function importAgainstCopy(
  client: pg.Client,
  url: string,
  opts: { work: string; tracks: BenchTrack[]; stores: string[]; adminId: string },
) {
  const { generateTrends, trendTsvColumns, trendTsvLine } = await api('modules/analytics/index.ts');
  const start = new Date(Date.parse(first) - trendDays * 86_400_000).toISOString().slice(0, 10);
  const facts = generateTrends({
    tracks: opts.tracks,
    stores: opts.stores,
    from: start,
    days: trendDays,
    rowsPerDay: Math.round(trendLines / trendDays),
    seed: 7,
    dimensions: true,
  });
  let lines = 0;
  function* tsv() {
    yield `${trendTsvColumns.join('\t')}\n`;
    let chunk = '';
    for (const fact of facts) {
      chunk += `${trendTsvLine(fact)}\n`;
      lines++;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk;
  }
  const file = join(opts.work, 'trends.tsv');
  await pipeline(Readable.from(tsv()), createWriteStream(file));
  const size = statSync(file).size / 1024 ** 2;
  console.log(
    `trend report: ${lines} lines, ${size.toFixed(0)} MB, ${trendDays} days, every dimension`,
  );
  const copyMs = await copyRaw(
    client,
    file,
    'bench_raw_trends',
    trendTsvColumns.map((c: string) => `${c} text`).join(', '),
  );
  const run = await childImport(trendImportProcess, url, file, opts.adminId);
  printAgainstCopy('trend import ', lines, copyMs, run);
  await storageFloor(client, { work: opts.work, from: start, copyMs });
}

/**
 * What the import must write at the least, timed alone: the facts and rollup rows it made,
 * written again by binary COPY (no parsing, no matching, no sums) into plain tables with the
 * same indexes. What the design itself costs against the raw COPY of the file.
 */
async function storageFloor(
  client: pg.Client,
  opts: { work: string; from: string; copyMs: number },
) {
  const copyTable = async (table: string, where: string) => {
    const file = join(opts.work, `${table}.bin`);
    await pipeline(
      client.query(
        copyTo(`copy (select * from ${table} where ${where}) to stdout (format binary)`),
      ),
      createWriteStream(file),
    );
    await client.query(`create table bench_floor_${table} (like ${table} including all)`);
    const started = performance.now();
    await pipeline(
      createReadStream(file),
      client.query(copyFrom(`copy bench_floor_${table} from stdin (format binary)`)),
    );
    const ms = performance.now() - started;
    const { rows } = await client.query(`select count(*)::int as n from bench_floor_${table}`);
    return { ms, rows: rows[0].n as number };
  };
  const range = (column: string) => `${column} >= '${opts.from}' and ${column} < '${first}'`;
  const facts = await copyTable('analytics_facts', range('day'));
  const rollups = await copyTable('analytics_rollups', range('period'));
  const ms = facts.ms + rollups.ms;
  console.log(
    `storage floor: ${facts.rows} facts in ${(facts.ms / 1000).toFixed(2)} s + ${rollups.rows} rollup rows in ${(rollups.ms / 1000).toFixed(2)} s by binary COPY with their indexes = ratio ${(ms / opts.copyMs).toFixed(2)} before any reading, matching or summing`,
  );
}

/**
 * Two pro accounts (a label with 50 artists, an artist with one) and a third account with the
 * rest of the catalogue.
 */
async function seed(client: pg.Client, label: string, single: string, rest: string) {
  await client.query(
    `insert into subscriptions (user_id, plan_name) values ($1, 'pro'), ($2, 'pro')
     on conflict (user_id) do update set plan_name = 'pro'`,
    [label, single],
  );
  await client.query(
    `insert into artists (owner_id, name, type, main_genre, country)
       select case when g < ${labelArtists} then $1::uuid when g = ${labelArtists} then $2::uuid
                   else $3::uuid end, 'Bench ' || g, 'solo', 'pop', 'TR'
       from generate_series(0, ${artistCount - 1}) g;
     `,
    [label, single, rest],
  );
  await client.query(`
    insert into releases (owner_id, artist_id, title, upc)
      select a.owner_id, a.id, 'Release ' || a.name, lpad(row_number() over (order by a.name)::text, 12, '0')
      from artists a;
    -- ISRCs in the canonical form the API stores, so the trend report's lines match.
    insert into tracks (release_id, position, title, isrc)
      select r.id, p, 'Song ' || r.upc || '-' || p,
             'QZ-BEN-' || substr(n, 1, 2) || '-' || substr(n, 3, 5)
      from releases r cross join generate_series(1, ${trackCount / artistCount}) p
      cross join lateral (select lpad(((r.upc::int - 1) * 10 + p)::text, 7, '0') as n) isrc;`);
  const { rows } = await client.query(`
    select t.id as track_id, t.release_id, r.artist_id, t.isrc, a.owner_id
      from tracks t join releases r on r.id = t.release_id join artists a on a.id = r.artist_id
     order by t.isrc`);
  return rows;
}

async function main() {
  const database = await throwawayDatabase('analytics', process.env.DATABASE_URL);
  const url = database.url;
  const work = mkdtempSync(join(tmpdir(), 'soundpost-bench-analytics-'));
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4790), url);
  try {
    const [labelCookie, singleCookie] = [await signUp(server.base), await signUp(server.base)];
    await signUp(server.base);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const users = (await client.query(`select id from users order by created_at`)).rows;
    const catalogue = await seed(client, users[0].id, users[1].id, users[2].id);
    const single = catalogue.filter((t: any) => t.owner_id === users[1].id);
    const tracks = [...single, ...catalogue.filter((t: any) => t.owner_id !== users[1].id)].map(
      (t: any) => ({
        trackId: t.track_id,
        releaseId: t.release_id,
        artistId: t.artist_id,
        isrc: t.isrc,
      }),
    );
    const stores = (
      await client.query(`select id from stores order by major desc, id limit ${storeCount}`)
    ).rows.map((s: any) => s.id as string);
    const started = performance.now();
    const facts = await writeGeneratedFacts(
      { pg: client },
      { tracks, stores, first, days, rowsPerDay: Math.round(factCount / days) },
    );
    console.log(
      `facts: ${facts} rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { openDatabase } = await api('db/client.ts');
    const app = await openDatabase({ url });
    const allDays = daysFrom(first, days);
    const rolled = performance.now();
    await rebuildAllRollups(app, stores, allDays);
    await client.query('vacuum analyze');
    const rollups = Number(
      (await client.query('select count(*) from analytics_rollups')).rows[0].count,
    );
    console.log(
      `rollups: ${rollups} rows built in ${((performance.now() - rolled) / 1000).toFixed(1)} s`,
    );

    const time = async (path: string, cookie: string) => {
      const res = await fetch(`${server.base}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const measure = async (path: string, cookie: string) => {
      await time(path, cookie);
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await time(path, cookie);
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return {
        p50: ms[Math.floor(runs * 0.5)]!,
        p95: ms[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
      };
    };
    const pk = await measure(`/v1/artists/${single[0].artist_id}`, singleCookie);
    console.log(
      `primary-key lookup (GET /v1/artists/:id): p50 ${pk.p50.toFixed(1)} ms, p95 ${pk.p95.toFixed(1)} ms`,
    );
    const today = allDays.at(-1)!;
    const back = (n: number) => allDays[allDays.length - n]!;
    const ranges = { '30 days': back(30), '90 days': back(90), 'all time': '2000-01-01' };
    const calls = [
      'summary?compare=previous',
      'timeseries?granularity=day',
      'breakdown?dimension=track',
      'breakdown?dimension=country',
      'breakdown?dimension=city',
      'export.csv?granularity=week',
    ];
    let worst = 0;
    for (const [who, cookie] of [
      ['one artist', singleCookie],
      [`label of ${labelArtists} artists`, labelCookie],
    ] as const) {
      for (const [range, from] of Object.entries(ranges)) {
        for (const call of calls) {
          const [route, query] = call.split('?');
          const r = await measure(
            `/v1/analytics/${route}?from=${from}&to=${today}&${query}`,
            cookie,
          );
          worst = Math.max(worst, r.p95);
          console.log(
            `${who.padEnd(22)} ${range.padEnd(9)} ${call.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms`,
          );
        }
      }
    }
    console.log(
      `worst p95 ${worst.toFixed(1)} ms (budget < 100); primary key p95 ${pk.p95.toFixed(1)} ms`,
    );
    await importAgainstCopy(client, url, { work, tracks, stores, adminId: users[2].id });
    await client.end();
    await app.close();
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
