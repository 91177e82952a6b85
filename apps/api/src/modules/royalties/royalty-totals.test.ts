import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, uniqueId } from '../../test/factories.ts';
import { accountId, balanceOf } from '../ledger/ledger.ts';
import { formatUnits } from '../ledger/money.ts';
import { splitAmount } from '../../lib/split-amount.ts';
import { header, importReport, line, releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

it('credits exactly the report total, whatever the lines, shares and matches', async () => {
  const admin = await signIn(t, await createUser(t, { role: 'admin' }));
  const owners = [await createUser(t, { plan: 'lite' }), await createUser(t, { plan: 'pro' })];
  const isrcs = [
    (await releaseWithTrack(t, owners[0]!.id)).isrc,
    (await releaseWithTrack(t, owners[1]!.id)).isrc,
    'XX-NOP-24-99999',
  ];
  // Amounts of a few dollars, and past what a share computes in numbers (2^53 / 100 units; at
  // most 10^17, so that 30 of them stay within a bigint column).
  const units = fc.oneof(
    fc.bigInt(-(10n ** 10n), 10n ** 12n),
    fc.bigInt(-(10n ** 17n), 10n ** 17n),
  );
  const lines = fc.array(fc.tuple(fc.constantFrom(0, 1, 2), units), {
    minLength: 1,
    maxLength: 30,
  });
  await fc.assert(
    fc.asyncProperty(lines, async (picked) => {
      const before = await ledgerTotals();
      const body = picked.map(([i, units]) =>
        line({ isrc: isrcs[i], earnings: formatUnits(units) }),
      );
      // A unique first line: fast-check may draw the same lines twice, which would be a duplicate.
      const content = [header, line({ upc: uniqueId(), earnings: '0' }), ...body].join('\n');
      const res = await importReport(t, admin, content);
      expect(res.statusCode).toBe(201);
      const total = picked.reduce((sum, [, units]) => sum + units, 0n);
      expect(res.json().total).toBe(formatUnits(total));
      const after = await ledgerTotals();
      expect(after.credited - before.credited).toBe(total);
      // Each owner gets their plan's share of each line (lite 85%, pro 100%), to the unit.
      for (const [o, percent] of [
        [0, 85n],
        [1, 100n],
      ] as const) {
        const share = picked
          .filter(([i]) => i === o)
          .reduce((sum, [, u]) => sum + splitAmount(u, [percent, 100n - percent])[0]!, 0n);
        expect(after.owners[o]! - before.owners[o]!).toBe(share);
      }
      const receivable = await balanceOf(
        t.db,
        await accountId(t.db, 'store_receivable', { owner: res.json().id }),
      );
      expect(receivable).toBe(-total);
    }),
    { numRuns: 15 },
  );

  async function ledgerTotals() {
    const accounts = [
      ...owners.map((o) => accountId(t.db, 'artist_royalties', { userId: o.id })),
      accountId(t.db, 'platform_share'),
      accountId(t.db, 'unmatched'),
    ];
    const balances = [];
    for (const id of accounts) balances.push(await balanceOf(t.db, await id));
    return { credited: balances.reduce((a, b) => a + b, 0n), owners: balances.slice(0, 2) };
  }
});
