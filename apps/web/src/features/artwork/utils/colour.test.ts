import { describe, expect, it } from 'vitest';
import {
  contrast,
  minContrast,
  mix,
  parseHex,
  readableOn,
  readableOnAll,
  toHex,
} from './colour.ts';
import { shadedTones } from './cover-backgrounds.ts';
import { paletteFromColour, palettes } from './cover-templates.ts';
import { duotonePixels } from './duotone.ts';

describe('colours', () => {
  it('reads and writes hex', () => {
    expect(parseHex('#6044d8')).toEqual([0x60, 0x44, 0xd8]);
    expect(parseHex('fff')).toEqual([255, 255, 255]);
    expect(toHex([96, 68, 216])).toBe('#6044d8');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('keeps the preferred text colour only when it reads at 4.5:1', () => {
    expect(readableOn('#16123f', '#ffffff')).toBe('#ffffff');
    expect(readableOn('#ffd166', '#ffffff')).toBe('#111111');
    // On several tones at once, the best worst case wins.
    expect(readableOnAll(['#ffffff', '#ffd166'], '#ffd166')).toBe('#111111');
    expect(readableOnAll(['#16123f', '#2d1250'], '#ffd166')).toBe('#ffd166');
  });

  it('gives every palette, and one grown from any colour, readable text', () => {
    const all = [
      ...Object.values(palettes),
      ...['#ffff00', '#00ff00', '#ffffff', '#000000', '#6044d8'].map(paletteFromColour),
    ];
    for (const [base, middle, accent] of all) {
      for (const bg of [base, middle, accent]) {
        expect(contrast(readableOn(bg, accent), bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('maps brightness onto the duotone ramp', () => {
    const pixels = new Uint8ClampedArray([0, 0, 0, 10, 255, 255, 255, 255]);
    duotonePixels(pixels, [10, 20, 30], [200, 210, 220]);
    expect([...pixels]).toEqual([10, 20, 30, 255, 200, 210, 220, 255]);
  });
});

describe('text over the shade', () => {
  it('reads at 4.5:1 whatever lies under the shade, for every palette', () => {
    const all = [
      ...Object.values(palettes),
      ...['#ffff00', '#ffffff', '#000000', '#00ffff'].map(paletteFromColour),
    ];
    for (const [base] of all) {
      const tones = shadedTones(base);
      expect(minContrast(readableOnAll(tones, '#ffffff'), tones)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
