/**
 * The QC waveform summary (peaks 0..1 over equal slices) as mirrored bars. It takes the text
 * colour, so it reads in both themes; the figure is described by its label.
 */
export function ReviewWaveform({ peaks, label }: { peaks: number[]; label: string }) {
  if (peaks.length === 0) return null;
  const path = peaks
    .map((peak, i) => {
      const half = Math.max(0.5, Math.min(1, peak) * 50);
      return `M${i + 0.5} ${50 - half}V${50 + half}`;
    })
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${peaks.length} 100`}
      preserveAspectRatio="none"
      width="100%"
      height={64}
      style={{ display: 'block', color: 'var(--mantine-color-blue-filled)' }}
    >
      <path d={path} stroke="currentColor" strokeWidth={0.7} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
