import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverArtStyles, type CoverArtStyle } from '@soundpost/contracts/cover-art';
import { inspectArtwork } from '../media/artwork.ts';
import { paintOne } from './builtin-painter.ts';

/** The image's mean hue (degrees) and lightness (0–255), read from a small copy. */
async function colourOf(image: Buffer) {
  const { channels } = await sharp(image).resize(64, 64).stats();
  const [r, g, b] = channels.map((c) => c.mean) as [number, number, number];
  return { hue: (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI, r, g, b };
}

describe("Soundpost's built-in cover art generator", () => {
  it('draws every style as a 3000x3000 JPEG that passes the artwork checks', async () => {
    const sizes = new Set<number>();
    for (const style of coverArtStyles) {
      const image = await paintOne({ prompt: 'Gece yarısı, şehir ışıkları', style }, 0);
      expect(await inspectArtwork(image), style).toMatchObject({
        ok: true,
        format: 'jpeg',
        width: 3000,
        height: 3000,
      });
      sizes.add(image.length);
    }
    // Six looks, six different drawings.
    expect(sizes.size).toBe(coverArtStyles.length);
  }, 120_000);

  it('draws the same images from the same words, and others from other words or places', async () => {
    const brief = { prompt: 'Summer of love', style: 'minimal' as CoverArtStyle };
    const first = await paintOne(brief, 1);
    expect((await paintOne(brief, 1)).equals(first)).toBe(true);
    expect((await paintOne(brief, 2)).equals(first)).toBe(false);
    expect((await paintOne({ ...brief, prompt: 'Summer of hate' }, 1)).equals(first)).toBe(false);
  }, 60_000);

  it('takes its palette from a colour the prompt names, in any of the four languages', async () => {
    const red = await colourOf(await paintOne({ prompt: 'kırmızı gece', style: 'minimal' }, 0));
    const blue = await colourOf(await paintOne({ prompt: 'mar azul', style: 'minimal' }, 0));
    // Minimal draws on paper of the named hue, with ink of its opposite: paper wins the mean.
    expect(red.r).toBeGreaterThan(red.b);
    expect(blue.b).toBeGreaterThan(blue.r);
  }, 60_000);
});
