import type { Posting } from '../ledger/ledger.ts';
import { splitAmount } from '../ledger/split-amount.ts';

/** The whole of a line's artist share, in basis points. */
export const wholeShare = 10_000;

/** An accepted split as a line is posted: whose account, what part, what is left to recoup. */
export type LiveSplit = {
  id: string;
  /** The collaborator, and their artist account. */
  userId: string;
  accountId: string;
  basisPoints: number;
  /** Costs not yet paid back (units); lowered as postings recoup them. */
  recoupLeft: bigint;
};

/**
 * Divides a line's artist share (`share`, already net of Soundpost's part) between the owner
 * and the live splits (decision 030): first each split's costs left to recoup, in order, from
 * what remains of a positive share; then the rest by basis points with the largest remainder,
 * the owner keeping what the splits do not take. The parts add up to `share` to the unit.
 * Lowers each split's `recoupLeft` by what it recouped.
 */
export function divideShare(ownerAccount: string, share: bigint, live: LiveSplit[]): Posting[] {
  if (live.length === 0) return [{ accountId: ownerAccount, amount: share }];
  const recoups: Posting[] = [];
  let rest = share;
  for (const split of live) {
    const recouped = rest > 0n && split.recoupLeft > 0n ? min(rest, split.recoupLeft) : 0n;
    if (recouped === 0n) continue;
    split.recoupLeft -= recouped;
    rest -= recouped;
    recoups.push({
      accountId: split.accountId,
      amount: recouped,
      split: { part: 'recoup', splitId: split.id },
    });
  }
  const ownerPoints = wholeShare - live.reduce((sum, s) => sum + s.basisPoints, 0);
  const [ownerPart, ...parts] = splitAmount(rest, [
    BigInt(ownerPoints),
    ...live.map((s) => BigInt(s.basisPoints)),
  ]);
  return [
    ...recoups,
    {
      accountId: ownerAccount,
      amount: ownerPart!,
      split: { part: 'rest', basisPoints: ownerPoints },
    },
    ...live.map((s, i): Posting => ({
      accountId: s.accountId,
      amount: parts[i]!,
      split: { part: 'share', splitId: s.id, basisPoints: s.basisPoints },
    })),
  ];
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
