import fc from 'fast-check';
import { expect, it } from 'vitest';
import { splitAmount } from '../../lib/split-amount.ts';
import { divideShare, ShareDivision, wholeShare, type LiveSplit } from './split-shares.ts';

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

it('divides in numbers exactly as splitAmount does in bigints, ties included', () => {
  // Small shares and weights that tie (e.g. 5,000 and 2,500 twice) reach every tie-break.
  const points = fc.constantFrom(2500, 5000, 3333, 1, 4999);
  fc.assert(
    fc.property(
      fc.bigInt(-(10n ** 12n), 10n ** 12n),
      fc.array(fc.tuple(points, fc.bigInt(0n, 10n ** 4n)), { minLength: 1, maxLength: 3 }),
      (share, parts) => {
        fc.pre(parts.reduce((sum, [p]) => sum + p, 0) <= wholeShare);
        const live = (): LiveSplit[] =>
          parts.map(([basisPoints, recoupLeft], i) => ({
            id: `s${i}`,
            userId: `u${i}`,
            accountId: `a${i}`,
            basisPoints,
            recoupLeft,
          }));
        const division = new ShareDivision(live());
        division.divide(share);
        // The rules in bigints: recoupment in order, then splitAmount of the rest.
        let rest = share;
        const recoup = live().map((s) => {
          const paid = rest > 0n && s.recoupLeft > 0n ? min(rest, s.recoupLeft) : 0n;
          rest -= paid;
          return paid;
        });
        const ownerPoints = wholeShare - parts.reduce((sum, [p]) => sum + p, 0);
        const [owner, ...shares] = splitAmount(rest, [
          BigInt(ownerPoints),
          ...parts.map(([p]) => BigInt(p)),
        ]);
        expect([division.owner, division.share, division.recoup]).toEqual([owner, shares, recoup]);
      },
    ),
    { numRuns: 1000 },
  );
});

const min = (a: bigint, b: bigint) => (a < b ? a : b);
