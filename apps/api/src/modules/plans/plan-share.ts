import { splitAmount } from '../ledger/split-amount.ts';

/**
 * A line's earnings divided by its owner's plan share (decision 026): the owner gets `percent`,
 * Soundpost the rest, by largest remainder (ties to the owner). The row-by-row form, for one
 * line resolved or posted alone.
 */
export function planShare(amount: bigint, percent: number) {
  const [owner, platform] = splitAmount(amount, [BigInt(percent), BigInt(100 - percent)]);
  return { owner: owner!, platform: platform! };
}

/**
 * The owner's part of planShare, in the closed form the import computes for each of its lines
 * and the SQL function `royalty_owner_share` for the lines it did not store (the view
 * `royalty_line_details`): with two weights, largest remainder is the exact part rounded half
 * up on the absolute value. In numbers while `amount × 100` is exact, else in bigints; a
 * property test holds the three to the same parts.
 */
export function ownerShare(amount: number | bigint, percent: number): number | bigint {
  if (typeof amount === 'number' && Math.abs(amount) <= exactShareAmount) {
    return ownerShareOfNumber(amount, percent);
  }
  const big = BigInt(amount);
  const product = (big < 0n ? -big : big) * BigInt(percent);
  const part = product / 100n + (product % 100n >= 50n ? 1n : 0n);
  return big < 0n ? -part : part;
}

/** The largest amount whose owner's share is computed in numbers (× 100 stays exact). */
export const exactShareAmount = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** ownerShare of an amount within ±exactShareAmount, without a bigint (the import's hot loop). */
export function ownerShareOfNumber(amount: number, percent: number) {
  const product = (amount < 0 ? -amount : amount) * percent;
  const part = Math.floor(product / 100) + (product % 100 >= 50 ? 1 : 0);
  return amount < 0 ? -part : part;
}
