import type { Posting } from '../ledger/index.ts';
import { planShare } from '../plans/index.ts';
import { divideShare, type LiveSplit } from '../splits/index.ts';

/**
 * The postings that move a line's earnings (`amount`, out of `source`) to its owner and to
 * Soundpost: the owner gets `sharePercent`, Soundpost the rest, by largest remainder; the
 * owner's part is then divided with the line's live splits (decision 030).
 */
export function creditPostings(
  accounts: { source: string; owner: string; platform: string },
  amount: bigint,
  sharePercent: number,
  splits: LiveSplit[] = [],
): Posting[] {
  const { owner, platform } = planShare(amount, sharePercent);
  return [
    { accountId: accounts.source, amount: -amount },
    ...divideShare(accounts.owner, owner, splits),
    { accountId: accounts.platform, amount: platform },
  ];
}
