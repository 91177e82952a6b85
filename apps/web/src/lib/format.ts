import { currentLanguage } from './i18n.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';

/** A date and time in the interface language, e.g. "3 Mar 2026, 14:05". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/**
 * A calendar date (YYYY-MM-DD) or an ISO timestamp, as a medium date in `lang` (a calendar
 * date is the same day everywhere, so it is read in UTC).
 */
export function formatDay(value: string, lang: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A short, readable name for a browser from its user agent ("Firefox on Linux"). */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

/** US dollars with cents ("$85.00") in the interface language, from the API's decimal text. */
export function formatUsd(amount: string): string {
  return numberFormat(currentLanguage(), { style: 'currency', currency: 'USD' }).format(
    Number(amount),
  );
}
