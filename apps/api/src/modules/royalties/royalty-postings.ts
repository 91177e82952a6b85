import type { Posting } from '../ledger/ledger.ts';
import { splitAmount } from '../ledger/split-amount.ts';

/**
 * The postings that move a line's earnings (`amount`, out of `source`) to its owner and to
 * Soundpost: the owner gets `sharePercent`, Soundpost the rest, by largest remainder.
 */
export function creditPostings(
  accounts: { source: string; owner: string; platform: string },
  amount: bigint,
  sharePercent: number,
): Posting[] {
  const [owner, platform] = splitAmount(amount, [BigInt(sharePercent), BigInt(100 - sharePercent)]);
  return [
    { accountId: accounts.source, amount: -amount },
    { accountId: accounts.owner, amount: owner! },
    { accountId: accounts.platform, amount: platform! },
  ];
}
