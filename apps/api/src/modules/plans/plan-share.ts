import { splitAmount } from '../../lib/split-amount.ts';

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
 * up on the absolute value. `ownerShareOfNumber` is the same in numbers; a property test holds
 * the four to the same parts.
 */
export function ownerShare(amount: bigint, percent: number) {
  const product = (amount < 0n ? -amount : amount) * BigInt(percent);
  const part = product / 100n + (product % 100n >= 50n ? 1n : 0n);
  return amount < 0n ? -part : part;
}

/** The largest amount whose owner's share is computed in numbers (× 100 stays exact). */
export const exactShareAmount = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** ownerShare of an amount within ±exactShareAmount, without a bigint (the import's hot loop). */
export function ownerShareOfNumber(amount: number, percent: number) {
  const product = (amount < 0 ? -amount : amount) * percent;
  const part = Math.floor(product / 100) + (product % 100 >= 50 ? 1 : 0);
  return amount < 0 ? -part : part;
}
