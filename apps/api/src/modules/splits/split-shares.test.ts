import fc from 'fast-check';
import { expect, it } from 'vitest';
import { divideShare, wholeShare, type LiveSplit } from './split-shares.ts';

const splitsArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.bigInt(0n, 10n ** 10n)), {
    maxLength: 4,
  })
  .filter((parts) => parts.reduce((sum, [points]) => sum + points, 0) <= wholeShare);

it('adds the parts up to the share, recoups no more than the costs, pays shares by points', () => {
  fc.assert(
    fc.property(fc.bigInt(-(10n ** 12n), 10n ** 12n), splitsArbitrary, (share, parts) => {
      const live: LiveSplit[] = parts.map(([basisPoints, recoupLeft], i) => ({
        id: `s${i}`,
        userId: `u${i}`,
        accountId: `a${i}`,
        basisPoints,
        recoupLeft,
      }));
      const postings = divideShare('owner', share, live);
      expect(postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(share);
      const recouped = postings.filter((p) => p.split?.part === 'recoup');
      for (const [i, [, costs]] of parts.entries()) {
        const paid = recouped
          .filter((p) => p.accountId === `a${i}`)
          .reduce((s, p) => s + p.amount, 0n);
        expect(paid).toBe(costs - live[i]!.recoupLeft);
        expect(paid >= 0n && paid <= costs).toBe(true);
      }
      const rest = share - recouped.reduce((sum, p) => sum + p.amount, 0n);
      for (const p of postings.filter((p) => p.split?.part !== 'recoup')) {
        // Each part is its exact fraction of the rest, give or take the one unit of rounding.
        const exact = (rest * BigInt(p.split?.basisPoints ?? wholeShare)) / BigInt(wholeShare);
        expect(p.amount - exact >= -1n && p.amount - exact <= 1n).toBe(true);
        if (share >= 0n) expect(p.amount >= 0n).toBe(true);
      }
    }),
    { numRuns: 500 },
  );
});
