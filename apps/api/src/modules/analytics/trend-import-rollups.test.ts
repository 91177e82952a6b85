import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@soundpost/contracts/analytics-periods';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { rebuildRollups } from './rollups.ts';
import { accountWithCatalogue } from './test/analytics-test-kit.ts';
import { generateTrends, trendTsvColumns, trendTsvLine } from './trend-generator.ts';
import { importTrendReport } from './trend-import.ts';

let t: TestApp;
let adminId: string;
let artistIds: string[];
let catalogue: Awaited<ReturnType<typeof accountWithCatalogue>>['catalogue'];
const work = mkdtempSync(join(tmpdir(), 'soundpost-trend-rollups-'));
const stores = ['spotify', 'apple-music', 'deezer'];

beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  adminId = (await createUser(t, { role: 'admin' })).id;
  const account = await accountWithCatalogue(t, { artistCount: 2, tracksPerArtist: 3 });
  ({ catalogue, artistIds } = account);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

/** Imports generated trends as a Soundpost TSV, holding at most 16 sums of each kind. */
async function importGenerated(
  name: string,
  o: { stores: string[]; from: string; days: number; seed: number },
) {
  const facts = generateTrends({ tracks: catalogue, rowsPerDay: 25, dimensions: true, ...o });
  const path = join(work, name);
  writeFileSync(path, [trendTsvColumns.join('\t'), ...[...facts].map(trendTsvLine)].join('\n'));
  const deps = { database: t.database, clock: t.clock, rollupDeltaCapacity: 16 };
  return importTrendReport(
    deps,
    adminId,
    { store: 'spotify', format: 'tsv' },
    {
      path,
      filename: name,
    },
  );
}

/** The catalogue's rollup rows that sum to something, in key order. */
async function rollupRows() {
  const { rows } = await t.database.executeSql(
    `select artist_id, dimension, store_id, grain, to_char(period, 'YYYY-MM-DD') as period, key,
       streams::text, downloads::text, listeners::text, saves::text, playlist_adds::text
       from analytics_rollups
      where artist_id = any($1::uuid[])
        and (streams, downloads, listeners, saves, playlist_adds) <> (0, 0, 0, 0, 0)
      order by artist_id, dimension, store_id, grain, period, key`,
    [artistIds],
  );
  return rows;
}

describe('trend import rollups', () => {
  it('equal the rollups rebuilt from the facts, after a correction and with sums written every few lines', async () => {
    // Twelve days over a month's end, then a corrected report of one store for eight days,
    // seven of them reported before.
    const first = await importGenerated('first.tsv', {
      stores,
      from: '2026-01-25',
      days: 12,
      seed: 1,
    });
    expect(first).toMatchObject({ replacedCount: 0, matchedCount: first.lineCount });
    const corrected = await importGenerated('corrected.tsv', {
      stores: ['spotify'],
      from: '2026-01-30',
      days: 8,
      seed: 2,
    });
    expect(corrected.replacedCount).toBeGreaterThan(0);
    const imported = await rollupRows();
    expect(imported.length).toBeGreaterThan(500);
    const days = Array.from({ length: 13 }, (_, i) => addDays('2026-01-25', i));
    await t.database.sqlTransaction((tx) => rebuildRollups(tx, stores, days));
    expect(imported).toEqual(await rollupRows());
  });
});
