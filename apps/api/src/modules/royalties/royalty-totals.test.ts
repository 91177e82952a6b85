import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, uniqueId } from '../../test/factories.ts';
import { accountId, balanceOf } from '../ledger/ledger.ts';
import { formatUnits } from '../ledger/money.ts';
import { header, importReport, line, releaseWithTrack } from './royalty-test-kit.ts';

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
  const lines = fc.array(fc.tuple(fc.constantFrom(0, 1, 2), fc.bigInt(-(10n ** 10n), 10n ** 12n)), {
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
    let credited = 0n;
    for (const id of accounts) credited += await balanceOf(t.db, await id);
    return { credited };
  }
});
