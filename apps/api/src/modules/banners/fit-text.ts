import { textWidth, type Weight } from './banner-fonts.ts';

export type TextBox = {
  /** The widest a line may be, in px. */
  width: number;
  /** The most lines the text may take. */
  lines: number;
  /** The size to start from, and the smallest to shrink to, in px. */
  maxSize: number;
  minSize: number;
  weight: Weight;
};

/** `text` broken into lines no wider than `width` at `size`; a word wider than a line is cut. */
export function wrap(text: string, size: number, width: number, weight: Weight): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => textWidth(candidate, size, weight) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than a line: cut it where it fills the line.
    let rest = word;
    while (!fits(rest)) {
      const chars = [...rest];
      let cut = chars.length - 1;
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size from `maxSize` down to `minSize` at which `text` takes at most `lines`
 * lines, with those lines. Text that does not fit even at `minSize` keeps that size and its
 * first lines, the last one ending in an ellipsis: a banner never overflows its box.
 */
export function fitText(text: string, box: TextBox): { size: number; lines: string[] } {
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let size = box.maxSize; size > box.minSize; size -= 2) {
    const lines = wrap(clean, size, box.width, box.weight);
    if (lines.length <= box.lines) return { size, lines };
  }
  const size = box.minSize;
  const lines = wrap(clean, size, box.width, box.weight);
  if (lines.length <= box.lines) return { size, lines };
  const kept = lines.slice(0, box.lines);
  let last = `${kept.at(-1)!}…`;
  while (textWidth(last, size, box.weight) > box.width && last.length > 1) {
    last = `${[...last].slice(0, -2).join('')}…`;
  }
  kept[kept.length - 1] = last;
  return { size, lines: kept };
}
