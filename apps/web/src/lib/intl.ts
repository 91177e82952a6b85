/**
 * Intl formatters, each made once per language and options. A phone spends tens of
 * milliseconds on the first one of a page (ICU's data) and a little on every further one, and
 * a list formats each row (decision 043).
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

export function dateTimeFormat(
  lang: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    `date ${lang} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(lang, options),
  );
}

export function numberFormat(
  lang: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cached(
    `number ${lang} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(lang, options),
  );
}

/**
 * Makes the formatters a signed-in page's first screen uses while its code is still on its way
 * (main.tsx, when the browser is idle), so that ICU's data is loaded before the page renders.
 */
export function warmIntl(lang: string): void {
  dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  numberFormat(lang).format(0);
}
