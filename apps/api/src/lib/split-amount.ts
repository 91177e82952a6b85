/**
 * Divides `total` units in proportion to `weights` with the largest-remainder method: each
 * part gets the floor of its exact share, and the units left over go one each to the parts
 * with the largest remainders (ties to the earlier part). The parts always add up to `total`.
 * Weights are non-negative integers (e.g. basis points) with a positive sum. The parts are
 * written into `parts` (a new array unless one is given to be reused: the royalty import
 * divides hundreds of thousands of lines and allocates no array per line).
 */
export function splitAmount(
  total: bigint,
  weights: readonly bigint[],
  parts: bigint[] = [],
): bigint[] {
  let sum = 0n;
  for (const w of weights) {
    if (w < 0n) throw new RangeError('weights must be ≥ 0, sum > 0');
    sum += w;
  }
  if (sum <= 0n) throw new RangeError('weights must be ≥ 0, sum > 0');
  const negative = total < 0n;
  const whole = negative ? -total : total;
  parts.length = weights.length;
  let left = whole;
  for (let i = 0; i < weights.length; i++) {
    parts[i] = (whole * weights[i]!) / sum;
    left -= parts[i]!;
  }
  // Fewer units are left than there are parts with a remainder; each goes to the largest
  // remainder not served yet (a part served has a negative one), the earlier part on a tie.
  for (; left > 0n; left--) {
    let best = 0;
    let largest = -1n;
    for (let i = 0; i < weights.length; i++) {
      const remainder = whole * weights[i]! - parts[i]! * sum;
      if (remainder > largest) {
        best = i;
        largest = remainder;
      }
    }
    parts[best]! += 1n;
  }
  if (negative) for (let i = 0; i < parts.length; i++) parts[i] = -parts[i]!;
  return parts;
}
