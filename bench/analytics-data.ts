// Analytics data for the benches: a generated year of facts (the demo's and the tests' trend
// generator) written by COPY on PostgreSQL or PGlite, then their rollups. Used by
// bench/analytics.ts (10 million rows on PostgreSQL) and bench/web.ts (one pro artist's year,
// on PostgreSQL or the default PGlite).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/* eslint-disable @typescript-eslint/no-explicit-any */
const load = (path: string): Promise<any> => import(new URL(path, import.meta.url).href);
export const api = (path: string) => load(`../apps/api/src/${path}`);

export type BenchTrack = { trackId: string; releaseId: string; artistId: string; isrc: string };

/** A query on either database: `pg.Client#query` or `PGlite#query`. */
type Query = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

/** `count` ISO days from `first`. */
export const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, d) =>
    new Date(Date.parse(first) + d * 86_400_000).toISOString().slice(0, 10),
  );

const copyColumns = `analytics_facts (day, origin, artist_id, release_id, track_id, store_id,
  country, city, source, playlist_id, age_band, gender, streams, downloads, listeners, saves,
  playlist_adds)`;

const cells = (f: any) =>
  [
    f.day,
    'trend',
    f.track.artistId,
    f.track.releaseId,
    f.track.trackId,
    f.storeId,
    f.country,
    f.city,
    f.source,
    f.playlistId,
    f.ageBand,
    f.gender,
    f.streams,
    f.downloads,
    f.listeners,
    f.saves,
    f.playlistAdds,
  ].join('\t');

function* tsv(rows: Iterable<unknown>) {
  let chunk = '';
  for (const f of rows) {
    chunk += `${cells(f)}\n`;
    if (chunk.length > 1 << 16) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

export type FactTarget = { pg: pg.Client } | { pglite: PGlite };

/**
 * Generates `days` days of facts from `first` for `tracks` on `stores` (about `rowsPerDay` rows
 * a day, every dimension), writes each month's partition and the facts by COPY. Returns the
 * number of rows written.
 */
export async function writeGeneratedFacts(
  target: FactTarget,
  opts: {
    tracks: BenchTrack[];
    stores: string[];
    first: string;
    days: number;
    rowsPerDay: number;
  },
) {
  const query: Query =
    'pg' in target
      ? (text, values) => target.pg.query(text, values)
      : (text, values) => target.pglite.query(text, values);
  const months = new Set(daysFrom(opts.first, opts.days).map((d) => `${d.slice(0, 7)}-01`));
  for (const month of months) await query('select analytics_facts_month($1::date)', [month]);
  const { generateTrends } = await api('modules/analytics/trend-generator.ts');
  const rows = generateTrends({
    tracks: opts.tracks,
    stores: opts.stores,
    from: opts.first,
    days: opts.days,
    rowsPerDay: opts.rowsPerDay,
    dimensions: true,
  });
  if ('pg' in target) {
    await pipeline(
      Readable.from(tsv(rows)),
      target.pg.query(copyFrom(`copy ${copyColumns} from stdin`)),
    );
  } else {
    // PGlite reads a COPY from a Blob; a year of one artist fits in memory.
    await target.pglite.query(`copy ${copyColumns} from '/dev/blob'`, [], {
      blob: new Blob([...tsv(rows)]),
    });
  }
  return Number((await query('select count(*) from analytics_facts')).rows[0].count);
}

/** Rebuilds every store's rollups for `days`, one transaction per store, as an import does. */
export async function rebuildAllRollups(
  database: { sqlTransaction: (fn: (tx: any) => Promise<unknown>) => Promise<unknown> },
  stores: string[],
  days: string[],
) {
  const { rebuildRollups } = await api('modules/analytics/rollups.ts');
  await database.sqlTransaction((tx: any) => rebuildRollups(tx, stores, days));
}
