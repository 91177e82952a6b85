import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processArtwork } from './artwork.ts';
import { makeDeepPng } from './image-fixtures.ts';
import { imageWorkLimit, imageWorkLoad, runImageWork } from './image-work.ts';

describe('image work', () => {
  it(`runs at most ${imageWorkLimit} images at once; the next one waits its turn`, async () => {
    const png = await sharp({
      create: { width: 1500, height: 1500, channels: 3, background: '#369' },
    })
      .png()
      .toBuffer();
    const releases: (() => void)[] = [];
    const held = Array.from({ length: imageWorkLimit }, () =>
      runImageWork(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    await expect.poll(() => imageWorkLoad().active).toBe(imageWorkLimit);

    let done = false;
    const next = processArtwork(png).then((result) => {
      done = true;
      return result;
    });
    await expect.poll(() => imageWorkLoad().waiting).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);

    for (const release of releases) release();
    await Promise.all(held);
    expect(await next).toMatchObject({ ok: true });
    expect(imageWorkLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it('turns a 16-bit RGBA PNG into 8-bit sRGB delivery artwork', async () => {
    const result = await processArtwork(await makeDeepPng());
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result).toMatchObject({ format: 'png', width: 6000, height: 6000 });
    expect(await sharp(result.delivery.buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 3000,
      height: 3000,
      space: 'srgb',
      depth: 'uchar',
      channels: 3,
    });
  });
});
