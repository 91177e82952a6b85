import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plans } from '@soundpost/contracts/users';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { monthSharePercents } from './month-plan-sql.ts';
import { changePlan, sharePercentForMonth } from './plan-periods.ts';

// The share of a sale month has a row form (sharePercentForMonth, a resolved line) and a batch
// form (monthSharePercents, the import's owners and months in one statement): random plan
// histories must give the same share in each.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

const day = 86_400_000;
const from = Date.UTC(2024, 0, 1);
/** The first of each month of 2023–2025, before and after the account was made. */
const months = Array.from({ length: 36 }, (_, i) => Date.UTC(2023, i, 1));

it('gives each month the same share row by row and in one statement', async () => {
  const histories = fc.sample(
    fc.array(fc.tuple(fc.constantFrom(...plans), fc.integer({ min: 1, max: 200 })), {
      maxLength: 6,
    }),
    { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
  );
  for (const history of histories) {
    t.clock.set(new Date(from));
    const user = await createUser(t);
    let at = from;
    for (const [plan, days] of history) {
      at += days * day + (days % 7) * 3_600_000;
      await changePlan(t.db, user.id, plan, new Date(at));
    }
    const batch = await monthSharePercents(
      (text, values) => t.database.executeSql(text, values) as never,
      months.map(() => user.id),
      months.map((m) => (m - Date.UTC(2000, 0, 1)) / day),
    );
    const byMonth = new Map(batch.map((row) => [row.month, row.percent]));
    for (const month of months) {
      const saleMonth = new Date(month).toISOString().slice(0, 10);
      expect(byMonth.get((month - Date.UTC(2000, 0, 1)) / day), saleMonth).toBe(
        await sharePercentForMonth(t.db, user.id, saleMonth),
      );
    }
  }
});
