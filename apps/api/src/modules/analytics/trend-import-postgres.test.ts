import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { importsUnderFire, killMidway, rowCounts } from '../../test/kill-midway.ts';
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
  const fire = importsUnderFire('soundpost-trend-kill-');

  /** Rows of every table an import writes. */
  const written = () =>
    rowCounts(fire.t, {
      imports: 'trend_imports',
      unmatched: 'trend_unmatched_lines',
      facts: 'analytics_facts',
      rollups: 'analytics_rollups',
    });

  it('an import killed with SIGKILL midway leaves nothing, and the same file then imports', async () => {
    const user = await createUser(fire.t);
    const a = await artistRelease(fire.t, user.id);
    // Large enough that the import is still at work a moment after its first write.
    const lines = Array.from({ length: 200_000 }, (_, i) =>
      trendLine({ isrc: i % 10 === 9 ? `XX-NOP-24-${i}` : a.isrc, day: '2024-05-01', streams: 1 }),
    );
    const file = join(fire.work, 'big.tsv');
    writeFileSync(file, trendTsv(lines));
    const before = await written();

    expect(
      await killMidway(fire.t, importProcess, [fire.t.database.url!, file, fire.admin.id]),
    ).toBe('SIGKILL');
    expect(await written()).toEqual(before);

    const res = await importTrend(fire.t, fire.adminCookie, trendTsv(lines));
    expect(res.json()).toMatchObject({ lines: 200_000, matched: 180_000 });
    expect((await storeFigures(fire.t, 'spotify', a.artistId)).facts).toEqual([
      { day: '2024-05-01', streams: 180_000, n: 180_000 },
    ]);
  }, 180_000);

  it('the same file posted twice at once is imported once; the other gets 409', async () => {
    const user = await createUser(fire.t);
    const a = await artistRelease(fire.t, user.id);
    const content = trendTsv([trendLine({ isrc: a.isrc, day: '2024-06-01', streams: 4 })]);
    const answers = await Promise.all([
      importTrend(fire.t, fire.adminCookie, content),
      importTrend(fire.t, fire.adminCookie, content),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('trend_report_duplicate');
    expect((await storeFigures(fire.t, 'spotify', a.artistId)).facts).toEqual([
      { day: '2024-06-01', streams: 4, n: 1 },
    ]);
  });

  it('two reports of the same day at once: the later replaces the other, nothing doubles', async () => {
    const user = await createUser(fire.t);
    const a = await artistRelease(fire.t, user.id);
    const answers = await Promise.all(
      [5, 7].map((streams) =>
        importTrend(
          fire.t,
          fire.adminCookie,
          trendTsv([trendLine({ isrc: a.isrc, day: '2024-06-02', streams })]),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().replaced).sort()).toEqual([0, 1]);
    const { facts, rollups } = await storeFigures(fire.t, 'spotify', a.artistId);
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
