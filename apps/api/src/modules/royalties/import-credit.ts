import { exactShareAmount, ownerShare, ownerShareOfNumber } from '../plans/index.ts';
import type { ShareDivision } from '../splits/index.ts';
import { fold, type Group } from './import-groups.ts';

/** Past this a sum of numbers is folded into its bigint (every addend is below 2^53 / 100). */
const foldAt = 2 ** 52;

/**
 * Credits a line of `amount` to its group, by the rules of the modules that own them: the
 * owner's plan share (`ownerShare`, plans), then, when `division` is given (a matched line of a
 * target with live splits, amount not zero), the split division and recoupment
 * (`ShareDivision`, splits), which leaves the line's parts in `division`. The group sums the
 * amounts, the owner's parts (after splits) and Soundpost's; the unmatched group the amounts
 * alone. In numbers while exact, the bigint way past 2^53 / 100 (decision 035).
 * `creditPostings` is the row-by-row form: a property test holds them to the same parts.
 */
export function creditLine(group: Group, amount: number | bigint, division: ShareDivision | null) {
  if (typeof amount === 'number' && amount <= exactShareAmount && amount >= -exactShareAmount) {
    if (group.target) {
      const share = ownerShareOfNumber(amount, group.percent);
      let owner = share;
      if (division) {
        division.divide(BigInt(share));
        owner = Number(division.owner);
      }
      group.owner += owner;
      group.platform += amount - share;
    }
    group.amount += amount;
    if (Math.abs(group.amount) > foldAt || Math.abs(group.owner) > foldAt) fold(group);
    else if (Math.abs(group.platform) > foldAt) fold(group);
    return;
  }
  const big = BigInt(amount);
  fold(group);
  group.folded.amount += big;
  if (!group.target) return;
  const share = ownerShare(big, group.percent);
  let owner = share;
  if (division) {
    division.divide(share);
    owner = division.owner;
  }
  group.folded.owner += owner;
  group.folded.platform += big - share;
}
