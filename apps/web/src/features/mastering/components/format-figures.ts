/** m:ss, as the server writes durations in its messages. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A measured figure with one decimal in the page's language; null when there is none. */
export function formatFigure(value: number | null | undefined, lang: string, digits = 1) {
  if (value === null || value === undefined) return null;
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'auto',
  }).format(value);
}
