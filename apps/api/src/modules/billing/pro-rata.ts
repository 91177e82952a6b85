/**
 * What an upgrade costs for the rest of a period: the yearly price difference times the
 * share of the period left, in integer minor units, rounded to the nearest unit with halves
 * up (decision 029). Exact: bigint arithmetic on milliseconds, no floats.
 */
export function proRata(
  differenceMinor: number,
  period: { start: Date; end: Date },
  at: Date,
): number {
  const length = BigInt(period.end.getTime() - period.start.getTime());
  if (length <= 0n) throw new Error('a period must end after it starts');
  const left = BigInt(Math.min(Math.max(period.end.getTime() - at.getTime(), 0), Number(length)));
  const difference = BigInt(Math.max(differenceMinor, 0));
  return Number((2n * difference * left + length) / (2n * length));
}

/** A yearly period's end: the same calendar instant a year later (29 February: 1 March). */
export function yearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
