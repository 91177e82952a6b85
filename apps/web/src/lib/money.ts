import type { PlanPrice } from '@soundpost/contracts/plans';
import { currentLanguage } from './i18n.ts';
import { numberFormat } from './intl.ts';

/**
 * Money arrives as exact decimal text with 8 decimals ("12.34500000"). It is shown through
 * Intl, which formats decimal strings without turning them into floats, and compared or
 * subtracted as integer units.
 */
const toUnits = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const units = BigInt(`${whole.replace('-', '')}${fraction.padEnd(8, '0').slice(0, 8)}`);
  return amount.startsWith('-') ? -units : units;
};

const fromUnits = (units: bigint) => {
  const abs = units < 0n ? -units : units;
  const text = abs.toString().padStart(9, '0');
  return `${units < 0n ? '-' : ''}${text.slice(0, -8)}.${text.slice(-8)}`;
};

/** `a − b`, exactly, in the API's money format. */
export const subtractMoney = (a: string, b: string) => fromUnits(toUnits(a) - toUnits(b));

export const isZeroMoney = (amount: string) => toUnits(amount) === 0n;

/**
 * USD in the interface language: cents by default, every decimal with `exact` (the lines of
 * an amount, where a fraction of a cent still counts).
 */
export function formatMoney(amount: string, options: { exact?: boolean } = {}) {
  return numberFormat(currentLanguage(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: options.exact ? 8 : 2,
  }).format(amount as Intl.StringNumericLiteral);
}

/** A plan price or invoice amount (integer minor units): "$49.99", "49,99 US$", "$0". */
export function formatPrice(price: PlanPrice, language: string): string {
  const whole = price.amountMinor % 100 === 0;
  return numberFormat(language, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price.amountMinor / 100);
}
