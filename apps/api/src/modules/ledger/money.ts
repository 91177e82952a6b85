/**
 * Money is kept in integer units of 10^-8 of a currency unit (docs/architecture.md, "Domain rules"), as
 * bigint, and never passes through a float: decimal text is read digit by digit.
 */
export const unitScale = 8;
const unitsPerWhole = 10n ** BigInt(unitScale);

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** An exact decimal: `digits / 10^scale`. */
type Decimal = { digits: bigint; scale: number };

/** Reads a plain decimal ("12", "-0.5", "0.00012345"); undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = decimalPattern.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction}`);
  return { digits: sign === '-' ? -digits : digits, scale: fraction.length };
}

/** `n / d` rounded to the nearest integer, halves to even (banker's rounding: no drift). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const [an, ad] = [n < 0n ? -n : n, d < 0n ? -d : d];
  let q = an / ad;
  const twice = (an % ad) * 2n;
  if (twice > ad || (twice === ad && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/**
 * The amount in units, times `rate` when given (a report in another currency, converted to
 * USD). Exact when the product has at most 8 decimals; otherwise rounded half to even.
 */
export function toUnits(amount: Decimal, rate?: Decimal): bigint {
  const product = rate ? amount.digits * rate.digits : amount.digits;
  const scale = amount.scale + (rate?.scale ?? 0);
  if (scale <= unitScale) return product * 10n ** BigInt(unitScale - scale);
  return divideRounded(product, 10n ** BigInt(scale - unitScale));
}

/** Units as decimal text with all 8 decimals ("-0.85000000"), the API's money format. */
export function formatUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const fraction = (abs % unitsPerWhole).toString().padStart(unitScale, '0');
  return `${sign}${abs / unitsPerWhole}.${fraction}`;
}
