import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bannerColours,
  bannerPalettes,
  bannerSizes,
  type BannerPalette,
  type BannerSize,
} from '@soundpost/contracts/banners';
import { contentBox } from './banner-layout.ts';
import { bannerSvg, renderBanner, type BannerInput } from './render-banner.ts';

const sizes = Object.keys(bannerSizes) as BannerSize[];
const artwork = await sharp({
  create: { width: 600, height: 600, channels: 3, background: '#2a6f97' },
})
  .jpeg()
  .toBuffer();
// 100 characters, with Turkish and Portuguese letters and a word longer than any line.
const longTitle =
  'Çığlık Şarkısı İstanbul Geceleri e Coração de Ação — Supercalifragilisticexpialidocious, Ölümsüz Aşk';

const input = (size: BannerSize, palette: BannerPalette, texts: Partial<BannerInput> = {}) => ({
  size,
  dimensions: bannerSizes[size],
  palette: bannerColours[palette],
  artwork,
  title: 'Gece Yarısı',
  artist: 'Ayşe & Os Irmãos',
  date: '5 de março de 2027',
  call: 'Já disponível',
  ...texts,
});

const pixels = async (png: Buffer) =>
  sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('banners', () => {
  it('are PNGs of exactly their size', async () => {
    expect(longTitle).toHaveLength(100);
    for (const size of sizes) {
      const png = await renderBanner(input(size, 'midnight_pop'));
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', ...bannerSizes[size] });
    }
  });

  it('keep a 100-character title within the padding on every size', async () => {
    for (const size of sizes) {
      const { width, height } = bannerSizes[size];
      const box = contentBox(size, bannerSizes[size]);
      const full = await pixels(await renderBanner(input(size, 'oceanic', { title: longTitle })));
      const bare = await pixels(
        await renderBanner(input(size, 'oceanic', { title: '', artist: '', date: '', call: '' })),
      );
      let inside = 0;
      const outside: string[] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 3;
          const differs = [0, 1, 2].some(
            (c) => Math.abs(full.data[i + c]! - bare.data[i + c]!) > 2,
          );
          if (!differs) continue;
          const within = x >= box.left && x < box.right && y >= box.top && y < box.bottom;
          if (within) inside++;
          else if (outside.length < 5) outside.push(`${x},${y}`);
        }
      }
      expect(outside, `${size}: drawn outside the padding`).toEqual([]);
      expect(inside, `${size}: the texts are drawn`).toBeGreaterThan(1000);
    }
  });

  it('paint every palette, its texts readable on both ends of its background', async () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const name of bannerPalettes) {
      const palette = bannerColours[name];
      for (const background of palette.background) {
        expect(contrast(palette.text, background), name).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.muted, background), name).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(palette.onAccent, palette.accent), name).toBeGreaterThanOrEqual(4.5);
      // The top left corner is the gradient's first colour.
      const { data } = await pixels(await renderBanner(input('rectangular', name)));
      const corner = `#${[...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(palette.background[0].slice(i, i + 2), 16));
      expect(
        Math.abs(data[0]! - r!) + Math.abs(data[1]! - g!) + Math.abs(data[2]! - b!),
        corner,
      ).toBeLessThan(24);
    }
  });

  it.each(sizes)('lay out the %s size as before', async (size) => {
    const svg = await bannerSvg(input(size, 'neon_dream', { title: longTitle }));
    await expect(svg).toMatchFileSnapshot(`__snapshots__/banner-${size}.svg`);
  });
});
