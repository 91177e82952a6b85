import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ShareDivision, wholeShare, type LiveSplit } from '../splits/split-shares.ts';
import { creditLine } from './import-credit.ts';
import { newGroup, newTarget, sums } from './import-groups.ts';
import { creditPostings } from './royalty-postings.ts';

// The import credits its lines set-based (creditLine: numbers while exact, one ShareDivision
// per target, sums per group); a resolved line is credited row by row (creditPostings:
// planShare and divideShare, one posting each). The same lines, in the same order, against
// the same splits, must give the same parts to the unit, recoupment included.

const line = fc.record({
  amount: fc.oneof(
    fc.bigInt(-1000n, 1000n),
    fc.bigInt(-(10n ** 12n), 10n ** 12n),
    // Past 2^53 / 100 (the bigint way) and past 2^53 (no longer a number in the batch).
    fc.bigInt(-(10n ** 18n), 10n ** 18n),
  ),
  percent: fc.integer({ min: 0, max: 100 }),
});
const splits = fc
  .array(
    fc.record({
      basisPoints: fc.oneof(
        fc.constantFrom(2500, 5000, 3333, 1),
        fc.integer({ min: 1, max: 5000 }),
      ),
      recoupLeft: fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 6n), fc.bigInt(1n, 10n ** 15n)),
    }),
    { maxLength: 3 },
  )
  .filter((s) => s.reduce((sum, split) => sum + split.basisPoints, 0) <= wholeShare);

const liveOf = (terms: { basisPoints: number; recoupLeft: bigint }[]): LiveSplit[] =>
  terms.map((split, i) => ({ id: `s${i}`, userId: `u${i}`, accountId: `a${i}`, ...split }));

it('credits each line the same parts set-based as row by row', () => {
  fc.assert(
    fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), splits, (lines, terms) => {
      const rowSplits = liveOf(terms);
      const batchSplits = liveOf(terms);
      const division = batchSplits.length > 0 ? new ShareDivision(batchSplits) : null;
      const target = newTarget(null, 'release', {
        id: 'owner',
        bytes: new Uint8Array(),
        percents: new Map(),
      });
      for (const { amount, percent } of lines) {
        const postings = creditPostings(
          { source: 'source', owner: 'owner', platform: 'platform' },
          amount,
          percent,
          rowSplits,
        );
        const sum = (account: string, part?: string) =>
          postings
            .filter((p) => p.accountId === account && (!part || p.split?.part === part))
            .reduce((total, p) => total + p.amount, 0n);

        const group = newGroup(target, percent, 1);
        const divided = amount !== 0n ? division : null;
        const asRead =
          amount >= -BigInt(Number.MAX_SAFE_INTEGER) && amount <= Number.MAX_SAFE_INTEGER;
        creditLine(group, asRead ? Number(amount) : amount, divided);
        const parts = sums(group);

        expect(parts.amount).toBe(amount);
        expect(parts.platform).toBe(sum('platform'));
        expect(parts.owner).toBe(sum('owner'));
        rowSplits.forEach((split, i) => {
          expect(divided?.share[i] ?? 0n).toBe(sum(split.accountId, 'share'));
          expect(divided?.recoup[i] ?? 0n).toBe(sum(split.accountId, 'recoup'));
        });
      }
      expect(batchSplits.map((s) => s.recoupLeft)).toEqual(rowSplits.map((s) => s.recoupLeft));
    }),
    { numRuns: 1000, seed: Number(process.env.FC_SEED ?? 20261128) },
  );
});

it('credits an unmatched line its amount alone', () => {
  for (const amount of [0, -7, 123_456_789, 10n ** 18n]) {
    const group = newGroup(null, 0, 0);
    creditLine(group, amount, null);
    expect(sums(group)).toEqual({ amount: BigInt(amount), owner: 0n, platform: 0n });
  }
});
