import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { killMidway } from '../../test/kill-midway.ts';
import {
  artistRelease,
  importTrend,
  storeFigures,
  trendLine,
  trendTsv,
} from './test/trend-test-kit.ts';

const onPostgres = process.env.TEST_DB !== 'pglite' && !!process.env.TEST_DATABASE_URL;
if (!onPostgres) console.log('trend import under fire: PostgreSQL only');

const importProcess = fileURLToPath(new URL('./trend-import-process.ts', import.meta.url));

describe.runIf(onPostgres)('trend import on PostgreSQL, under fire', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminCookie: string;
  const work = mkdtempSync(join(tmpdir(), 'soundpost-trend-kill-'));
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off' });
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await signIn(t, admin);
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t?.close();
  });

  /** Rows of every table an import writes. */
  async function written() {
    const { rows } = await t.database.executeSql(`select
      (select count(*) from trend_imports)::int as imports,
      (select count(*) from trend_unmatched_lines)::int as unmatched,
      (select count(*) from analytics_facts)::int as facts,
      (select count(*) from analytics_rollups)::int as rollups`);
    return rows[0] as { imports: number; unmatched: number; facts: number; rollups: number };
  }

  it('an import killed with SIGKILL midway leaves nothing, and the same file then imports', async () => {
    const user = await createUser(t);
    const a = await artistRelease(t, user.id);
    // Large enough that the import is still at work a moment after its first write.
    const lines = Array.from({ length: 200_000 }, (_, i) =>
      trendLine({ isrc: i % 10 === 9 ? `XX-NOP-24-${i}` : a.isrc, day: '2024-05-01', streams: 1 }),
    );
    const file = join(work, 'big.tsv');
    writeFileSync(file, trendTsv(lines));
    const before = await written();

    expect(await killMidway(t, importProcess, [t.database.url!, file, admin.id])).toBe('SIGKILL');
    expect(await written()).toEqual(before);

    const res = await importTrend(t, adminCookie, trendTsv(lines));
    expect(res.json()).toMatchObject({ lines: 200_000, matched: 180_000 });
    expect((await storeFigures(t, 'spotify', a.artistId)).facts).toEqual([
      { day: '2024-05-01', streams: 180_000, n: 180_000 },
    ]);
  }, 180_000);

  it('the same file posted twice at once is imported once; the other gets 409', async () => {
    const user = await createUser(t);
    const a = await artistRelease(t, user.id);
    const content = trendTsv([trendLine({ isrc: a.isrc, day: '2024-06-01', streams: 4 })]);
    const answers = await Promise.all([
      importTrend(t, adminCookie, content),
      importTrend(t, adminCookie, content),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('trend_report_duplicate');
    expect((await storeFigures(t, 'spotify', a.artistId)).facts).toEqual([
      { day: '2024-06-01', streams: 4, n: 1 },
    ]);
  });

  it('two reports of the same day at once: the later replaces the other, nothing doubles', async () => {
    const user = await createUser(t);
    const a = await artistRelease(t, user.id);
    const answers = await Promise.all(
      [5, 7].map((streams) =>
        importTrend(
          t,
          adminCookie,
          trendTsv([trendLine({ isrc: a.isrc, day: '2024-06-02', streams })]),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().replaced).sort()).toEqual([0, 1]);
    const { facts, rollups } = await storeFigures(t, 'spotify', a.artistId);
    expect(facts).toHaveLength(1);
    expect([5, 7]).toContain(facts[0]!.streams);
    expect(rollups).toContainEqual({
      grain: 'month',
      store_id: 'spotify',
      period: '2024-06-01',
      streams: facts[0]!.streams,
    });
  });
});
