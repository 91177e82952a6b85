/** Measures `text` set at `size` px in the font being laid out. */
export type Measure = (text: string, size: number) => number;

export type TextFit = { size: number; lines: string[] };

export type FitOptions = {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
};

/** Greedy word wrap; a word wider than the line on its own is split between characters. */
export function wrapText(text: string, size: number, maxWidth: number, measure: Measure) {
  return wrap(text, size, maxWidth, measure).lines;
}

function wrap(text: string, size: number, maxWidth: number, measure: Measure) {
  const lines: string[] = [];
  let split = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
      continue;
    }
    let rest = word;
    while (measure(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      split = true;
    }
    lines.push(rest);
  }
  return { lines, split };
}

/**
 * The largest size, from `maxSize` down to `minSize`, at which the text fits in `maxLines`
 * lines of `maxWidth` without cutting a word. Only at the smallest size may a word too long
 * for a line be split, and lines beyond `maxLines` are dropped, the last one ending with an
 * ellipsis, so a very long title never runs off the cover.
 */
export function fitText(text: string, measure: Measure, options: FitOptions): TextFit {
  const { maxWidth, maxLines, maxSize, minSize } = options;
  const clean = text.trim().replace(/\s+/g, ' ');
  if (!clean) return { size: maxSize, lines: [] };
  for (let size = maxSize; size > minSize; size = Math.max(minSize, size * 0.92)) {
    const { lines, split } = wrap(clean, size, maxWidth, measure);
    if (lines.length <= maxLines && !split) return { size, lines };
  }
  const lines = wrapText(clean, minSize, maxWidth, measure);
  if (lines.length <= maxLines) return { size: minSize, lines };
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (measure(last, minSize) > maxWidth && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return { size: minSize, lines: kept };
}
