import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { exactShareAmount, ownerShare, ownerShareOfNumber, planShare } from './plan-share.ts';

// The owner's share has four forms (plan-share.ts): splitAmount's largest remainder
// (planShare, row by row), its closed form in bigints and in numbers (ownerShare,
// ownerShareOfNumber: the import) and the SQL function royalty_owner_share (the view of the
// lines). They must give the same parts.

const percents = fc.integer({ min: 0, max: 100 });
/** Amounts of every size, negative ones (a store's correction) and the .50 ties included. */
const amounts = fc.oneof(
  fc.bigInt(-1000n, 1000n),
  fc.bigInt(-(10n ** 12n), 10n ** 12n),
  fc.bigInt(-BigInt(exactShareAmount) - 1000n, -BigInt(exactShareAmount) + 1000n),
  fc.bigInt(BigInt(exactShareAmount) - 1000n, BigInt(exactShareAmount) + 1000n),
  // SQL's bigint holds |amount| × 100 up to 9.2 × 10^18.
  fc.bigInt(-(9n * 10n ** 16n), 9n * 10n ** 16n),
);
const seed = Number(process.env.FC_SEED ?? 20261128);

it('gives the owner the same part by largest remainder, in numbers and in bigints', () => {
  fc.assert(
    fc.property(amounts, percents, (amount, percent) => {
      const { owner, platform } = planShare(amount, percent);
      expect(owner + platform).toBe(amount);
      expect(ownerShare(amount, percent)).toBe(owner);
      if (amount >= -BigInt(exactShareAmount) && amount <= exactShareAmount) {
        expect(BigInt(ownerShareOfNumber(Number(amount), percent))).toBe(owner);
      }
    }),
    { numRuns: 2000, seed },
  );
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

it('gives the same part as royalty_owner_share in the database', async () => {
  const pairs = fc.sample(fc.tuple(amounts, percents), { numRuns: 5000, seed });
  const { rows } = await t.database.executeSql(
    `select royalty_owner_share(a, p)::text as share
     from unnest($1::bigint[], $2::int[]) with ordinality x (a, p, n) order by n`,
    [pairs.map(([a]) => a.toString()), pairs.map(([, p]) => p)],
  );
  const shares = (rows as { share: string }[]).map((row) => BigInt(row.share));
  expect(shares).toEqual(pairs.map(([amount, percent]) => planShare(amount, percent).owner));
});
