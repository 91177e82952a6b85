// Timing helpers of the benches that run a task several times and print the median.

/** How long `task` took, in seconds. */
export async function seconds(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** One line: the label, the median and every run, in seconds. */
export const show = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(34)} median ${median(values).toFixed(3)} s  (${values.map((v) => v.toFixed(3)).join(', ')})`,
  );
