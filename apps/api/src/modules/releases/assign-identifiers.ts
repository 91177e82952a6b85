import { isValidUpc, normalizeIsrc, withCheckDigit } from '@soundpost/contracts/identifiers';
import type { ReleaseSettings } from '@soundpost/contracts/releases';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { takeNumbers } from './release-settings.repository.ts';

/** UPC-A: 11 digits (company prefix, then the item number) and a check digit. */
const upcBodyLength = 11;
/** The designation part of an ISRC: 5 digits per registrant and year. */
const isrcDesignationDigits = 5;

const exhausted = () => new AppError('identifiers_exhausted');

/** The UPC-A of item `n` under the prefix; undefined when the prefix has no room for `n`. */
export function makeUpc(prefix: string, n: number): string | undefined {
  const digits = upcBodyLength - prefix.length;
  if (digits < 1 || n < 1 || n >= 10 ** digits) return undefined;
  const upc = withCheckDigit(prefix + String(n).padStart(digits, '0'));
  return isValidUpc(upc) ? upc : undefined;
}

/** The ISRC `CC-XXX-YY-NNNNN` of recording `n` of the year under the registrant. */
export function makeIsrc(prefix: string, year: number, n: number): string | undefined {
  if (n < 1 || n >= 10 ** isrcDesignationDigits) return undefined;
  const yy = String(year % 100).padStart(2, '0');
  return (
    normalizeIsrc(`${prefix}-${yy}-${String(n).padStart(isrcDesignationDigits, '0')}`) ?? undefined
  );
}

/** The next UPC from the configured prefix (numbers are never handed out twice). */
export async function assignUpc(db: Db, settings: ReleaseSettings): Promise<string> {
  const n = await takeNumbers(db, `upc:${settings.upcPrefix}`, 1);
  const upc = makeUpc(settings.upcPrefix, n);
  if (!upc) throw exhausted();
  return upc;
}

/**
 * The next `count` ISRCs of the current year (UTC) from the configured registrant, in order.
 * Each registrant and year is its own range, as the ISRC handbook numbers them.
 */
export async function assignIsrcs(
  db: Db,
  settings: ReleaseSettings,
  count: number,
  now: Date,
): Promise<string[]> {
  if (count === 0) return [];
  const year = now.getUTCFullYear();
  const yy = String(year % 100).padStart(2, '0');
  const last = await takeNumbers(db, `isrc:${settings.isrcPrefix}:${yy}`, count);
  const isrcs = Array.from({ length: count }, (_, i) =>
    makeIsrc(settings.isrcPrefix, year, last - count + 1 + i),
  );
  if (isrcs.some((isrc) => isrc === undefined)) throw exhausted();
  return isrcs as string[];
}
