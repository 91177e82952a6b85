import { describe, expect, it } from 'vitest';
import { fitText, wrapText, type Measure } from './text-layout.ts';

// A monospaced stand-in for canvas measureText: every character is 0.5 em wide.
const measure: Measure = (text, size) => text.length * size * 0.5;

describe('cover text layout', () => {
  it('wraps on spaces within the width', () => {
    expect(wrapText('Midnight city lights', 10, 70, measure)).toEqual(['Midnight city', 'lights']);
  });

  it('splits a word wider than a line', () => {
    expect(wrapText('Supercalifragilistic', 10, 40, measure)).toEqual([
      'Supercal',
      'ifragili',
      'stic',
    ]);
  });

  it('keeps the largest size that fits the lines allowed', () => {
    const fit = fitText('Hi', measure, { maxWidth: 300, maxLines: 2, maxSize: 100, minSize: 10 });
    expect(fit).toEqual({ size: 100, lines: ['Hi'] });
    const long = fitText('The long way home', measure, {
      maxWidth: 300,
      maxLines: 2,
      maxSize: 100,
      minSize: 10,
    });
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(long.size).toBeLessThan(100);
    for (const line of long.lines) expect(measure(line, long.size)).toBeLessThanOrEqual(300);
  });

  it('shrinks rather than cut a word, while a smaller size can keep it whole', () => {
    const fit = fitText('Midnight city', measure, {
      maxWidth: 300,
      maxLines: 3,
      maxSize: 100,
      minSize: 10,
    });
    expect(fit.lines).toEqual(['Midnight', 'city']);
    expect(measure('Midnight', fit.size)).toBeLessThanOrEqual(300);
  });

  it('ends a title too long for the smallest size with an ellipsis, inside the box', () => {
    const fit = fitText('word '.repeat(200), measure, {
      maxWidth: 100,
      maxLines: 2,
      maxSize: 40,
      minSize: 20,
    });
    expect(fit.size).toBe(20);
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]?.endsWith('…')).toBe(true);
    for (const line of fit.lines) expect(measure(line, 20)).toBeLessThanOrEqual(100);
  });

  it('lays out nothing for an empty text', () => {
    expect(
      fitText('   ', measure, { maxWidth: 1, maxLines: 1, maxSize: 9, minSize: 1 }).lines,
    ).toEqual([]);
  });
});
