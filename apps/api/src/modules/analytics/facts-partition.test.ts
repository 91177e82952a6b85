import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('analytics facts partitions', () => {
  it('a month gets its own partition once, and a fact lands in it', async () => {
    await t.database.sqlTransaction(async (tx) => {
      await tx.query(`select analytics_facts_month('2026-03-14')`);
      await tx.query(`select analytics_facts_month('2026-03-01')`);
      await tx.query(
        `insert into analytics_facts (day, origin, artist_id, release_id, store_id, country, streams)
         values ('2026-03-31', 'trend', gen_random_uuid(), gen_random_uuid(), 'spotify', 'TR', 5)`,
      );
      const { rows } = await tx.query<{ name: string; n: string }>(
        `select tableoid::regclass::text as name, count(*)::text as n from analytics_facts group by 1`,
      );
      expect(rows).toEqual([{ name: 'analytics_facts_2026_03', n: '1' }]);
    });
    // A day of a month without its partition has nowhere to go.
    await expect(
      t.database.sqlTransaction((tx) =>
        tx.query(
          `insert into analytics_facts (day, origin, artist_id, release_id, store_id, country)
           values ('2026-04-01', 'trend', gen_random_uuid(), gen_random_uuid(), 'spotify', 'TR')`,
        ),
      ),
    ).rejects.toThrow(/no partition/);
  });
});
