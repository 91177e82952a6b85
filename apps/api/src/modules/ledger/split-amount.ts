/**
 * Divides `total` units in proportion to `weights` with the largest-remainder method: each
 * part gets the floor of its exact share, and the units left over go one each to the parts
 * with the largest remainders (ties to the earlier part). The parts always add up to `total`.
 * Weights are non-negative integers (e.g. basis points) with a positive sum.
 */
export function splitAmount(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum <= 0n || weights.some((w) => w < 0n))
    throw new RangeError('weights must be ≥ 0, sum > 0');
  const sign = total < 0n ? -1n : 1n;
  const whole = total * sign;
  const parts = weights.map((w) => (whole * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (whole * w) % sum }));
  let left = whole - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map((p) => p * sign);
}
