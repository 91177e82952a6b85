/**
 * The nearest-rank percentile (0-100) of `values`; null for none. The queue's summary reports
 * the median and the 90th percentile of how long decided releases waited.
 */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
