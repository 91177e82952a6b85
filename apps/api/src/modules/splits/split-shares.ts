import type { Posting } from '../ledger/index.ts';
import { splitAmount } from '../../lib/split-amount.ts';

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
 * The division of artist shares between an owner and a set of live splits (decision 030),
 * line after line: first each split's costs left to recoup, in order, from what remains of a
 * positive share; then the rest by basis points with the largest remainder, the owner keeping
 * what the splits do not take (ties to the owner, then in order). The parts add up to the
 * share to the unit. `divide` lowers each split's `recoupLeft` by what it recouped and leaves
 * the parts in `recoup`, `share` (by split, in order) and `owner`, arrays reused from line to
 * line: the royalty import divides hundreds of thousands of lines (decision 035).
 */
export class ShareDivision {
  readonly live: readonly LiveSplit[];
  /** The owner's basis points: what the splits leave. */
  readonly ownerPoints: number;
  /** Each split's recoupment and share of the last line divided. */
  readonly recoup: bigint[];
  readonly share: bigint[];
  /** The owner's part of the last line divided. */
  owner = 0n;
  private readonly weights: bigint[];
  private readonly parts: bigint[] = [];
  /** The owner's and the splits' basis points, and the parts in numbers. */
  private readonly points: number[];
  private readonly exactParts: number[];

  constructor(live: readonly LiveSplit[]) {
    this.live = live;
    this.ownerPoints = wholeShare - live.reduce((sum, s) => sum + s.basisPoints, 0);
    this.points = [this.ownerPoints, ...live.map((s) => s.basisPoints)];
    this.weights = this.points.map(BigInt);
    this.exactParts = this.points.map(() => 0);
    this.recoup = live.map(() => 0n);
    this.share = live.map(() => 0n);
  }

  /**
   * Divides a line's artist share (already net of Soundpost's part): in numbers when every
   * product is exact (the share below 2^53 / 10,000 units, about $9,000), else in bigints, by
   * the same rules.
   */
  divide(share: bigint) {
    if (share <= exactShare && share >= -exactShare) this.divideExact(Number(share));
    else this.divideBig(share);
  }

  private divideBig(share: bigint) {
    const { live, recoup, parts } = this;
    let rest = share;
    for (let i = 0; i < live.length; i++) {
      const split = live[i]!;
      const left = split.recoupLeft;
      const recouped = rest > 0n && left > 0n ? (rest < left ? rest : left) : 0n;
      recoup[i] = recouped;
      if (recouped === 0n) continue;
      split.recoupLeft = left - recouped;
      rest -= recouped;
    }
    splitAmount(rest, this.weights, parts);
    this.owner = parts[0]!;
    for (let i = 0; i < live.length; i++) this.share[i] = parts[i + 1]!;
  }

  /**
   * divideBig in numbers (`share` exact): the rest's parts by basis points of the whole share
   * (10,000), the units left to the largest remainders, the owner's first on a tie.
   */
  private divideExact(share: number) {
    const { live, recoup, points } = this;
    let rest = share;
    for (let i = 0; i < live.length; i++) {
      const split = live[i]!;
      recoup[i] = 0n;
      if (rest <= 0 || split.recoupLeft <= 0n) continue;
      const left = split.recoupLeft;
      const recouped = left < BigInt(rest) ? Number(left) : rest;
      recoup[i] = BigInt(recouped);
      split.recoupLeft = left - recoup[i]!;
      rest -= recouped;
    }
    const whole = rest < 0 ? -rest : rest;
    const parts = this.exactParts;
    let left = whole;
    for (let i = 0; i < points.length; i++) {
      // Exact: the product is below 2^53, and its quotient is more than 1/10,000 from the
      // next integer, farther than a double's rounding there.
      parts[i] = Math.floor((whole * points[i]!) / wholeShare);
      left -= parts[i]!;
    }
    for (; left > 0; left--) {
      let best = 0;
      let largest = -1;
      for (let i = 0; i < points.length; i++) {
        const remainder = whole * points[i]! - parts[i]! * wholeShare;
        if (remainder > largest) {
          best = i;
          largest = remainder;
        }
      }
      parts[best]!++;
    }
    const sign = rest < 0 ? -1 : 1;
    this.owner = BigInt(sign * parts[0]!);
    for (let i = 0; i < live.length; i++) this.share[i] = BigInt(sign * parts[i + 1]!);
  }
}

/** The largest share divided in numbers: times 10,000 basis points it stays exact. */
const exactShare = BigInt(Math.floor(Number.MAX_SAFE_INTEGER / wholeShare));

/**
 * Divides a line's artist share (`share`, already net of Soundpost's part) between the owner
 * and the live splits by ShareDivision: its postings are the recoupments (in the splits'
 * order, none of zero), the owner's rest, then each split's share. Lowers each split's
 * `recoupLeft` by what it recouped.
 */
export function divideShare(ownerAccount: string, share: bigint, live: LiveSplit[]): Posting[] {
  if (live.length === 0) return [{ accountId: ownerAccount, amount: share }];
  const division = new ShareDivision(live);
  division.divide(share);
  const recoups = live.flatMap((split, i): Posting[] =>
    division.recoup[i] === 0n
      ? []
      : [
          {
            accountId: split.accountId,
            amount: division.recoup[i]!,
            split: { part: 'recoup', splitId: split.id },
          },
        ],
  );
  return [
    ...recoups,
    {
      accountId: ownerAccount,
      amount: division.owner,
      split: { part: 'rest', basisPoints: division.ownerPoints },
    },
    ...live.map((s, i): Posting => ({
      accountId: s.accountId,
      amount: division.share[i]!,
      split: { part: 'share', splitId: s.id, basisPoints: s.basisPoints },
    })),
  ];
}
