/** The running total of contributor shares, added up in hundredths to avoid float drift. */
export function contributorTotal(percentages: (number | string | null | undefined)[]): number {
  const hundredths = percentages.reduce<number>((sum, p) => {
    const n = typeof p === 'string' ? Number(p) : (p ?? 0);
    return Number.isFinite(n) ? sum + Math.round(n * 100) : sum;
  }, 0);
  return hundredths / 100;
}

/** "62.5%" in the interface language. */
export function formatPercent(value: number, lang: string): string {
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value)}%`;
}

/** Whether the shares, if any, total exactly 100%. */
export function totalIsComplete(total: number): boolean {
  return Math.round(total * 100) === 10_000;
}
