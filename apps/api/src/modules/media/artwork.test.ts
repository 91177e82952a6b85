import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectArtwork, processArtwork } from './artwork.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'soundpost-artwork-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A picture with some detail (a gradient), so encoders and checks do real work. */
function makeImage(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#336699' },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/>' +
          '<stop offset="1" stop-color="#00f"/></linearGradient></defs>' +
          `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="url(#g)"/></svg>`,
      ),
    },
  ]);
}

const png = (width: number, height: number) => makeImage(width, height).png().toBuffer();

/** A valid PNG that claims a huge 1-bit canvas: tiny on disk, gigabytes once decoded. */
function makePngBomb(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8);
    frame.writeUInt32BE(data.length, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body), 0);
    return Buffer.concat([frame.subarray(0, 4), body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size); // filter byte 0 + zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('inspectArtwork', () => {
  it('accepts a 1500x1500 PNG', async () => {
    const result = await inspectArtwork(await png(1500, 1500));
    expect(result).toMatchObject({ ok: true, format: 'png', width: 1500, height: 1500 });
  });

  it('refuses 1499x1499 with artwork_too_small and the minimum', async () => {
    const result = await inspectArtwork(await png(1499, 1499));
    expect(result).toEqual({
      ok: false,
      issues: [{ code: 'artwork_too_small', params: { min: 1500 } }],
    });
  });

  it('refuses a non-square image', async () => {
    const result = await inspectArtwork(await png(2000, 1600));
    expect(result).toEqual({ ok: false, issues: [{ code: 'artwork_not_square' }] });
  });

  it('judges a PNG named .jpg by its content', async () => {
    const file = join(dir, 'cover.jpg');
    await writeFile(file, await png(1600, 1600));
    const result = await inspectArtwork(await readFile(file));
    expect(result).toMatchObject({ ok: true, format: 'png' });
  });

  it('accepts a JPEG', async () => {
    const jpeg = await makeImage(1500, 1500).jpeg().toBuffer();
    expect(await inspectArtwork(jpeg)).toMatchObject({ ok: true, format: 'jpeg' });
  });

  it('refuses formats other than JPEG and PNG, and bytes that are no image', async () => {
    const webp = await makeImage(1500, 1500).webp().toBuffer();
    const gif = await makeImage(1500, 1500).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"/>');
    for (const buffer of [webp, gif, svg, Buffer.from('not an image at all')]) {
      expect(await inspectArtwork(buffer)).toEqual({
        ok: false,
        issues: [{ code: 'artwork_unsupported_format' }],
      });
    }
  });

  it('refuses a truncated JPEG as corrupt', async () => {
    const jpeg = await makeImage(1500, 1500).jpeg().toBuffer();
    const result = await inspectArtwork(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(result).toEqual({ ok: false, issues: [{ code: 'artwork_corrupt' }] });
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = makePngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const inspected = await inspectArtwork(bomb);
    const processed = await processArtwork(bomb);
    const tooLarge = {
      ok: false,
      issues: [{ code: 'artwork_too_large', params: { max: '6000x6000 px' } }],
    };
    expect(inspected).toEqual(tooLarge);
    expect(processed).toEqual(tooLarge);
    // Decoding 400 Mpx would take seconds and hundreds of megabytes.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a file of 20 MB or more before decoding it', async () => {
    const side = 2700; // stored without compression: about 21.9 MB
    const pixels = Buffer.alloc(side * side * 3);
    const big = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    expect(await inspectArtwork(big)).toEqual({
      ok: false,
      issues: [{ code: 'artwork_too_large', params: { max: '20 MB' } }],
    });
  });
});

describe('processArtwork', () => {
  it('makes a 3000x3000 sRGB JPEG without metadata, and 600 and 200 px thumbnails', async () => {
    const source = await makeImage(1500, 1500)
      .withMetadata({ exif: { IFD0: { Copyright: 'someone', Artist: 'someone' } } })
      .png()
      .toBuffer();
    const result = await processArtwork(source);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.delivery).toMatchObject({ format: 'jpeg', width: 3000, height: 3000 });
    const delivered = await sharp(result.delivery.buffer).metadata();
    expect(delivered).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb' });
    expect(delivered.exif).toBeUndefined();
    expect(delivered.icc).toBeUndefined();
    expect(result.thumbnails.map((t) => [t.format, t.width, t.height])).toEqual([
      ['webp', 600, 600],
      ['webp', 200, 200],
    ]);
    const thumbnail = await sharp(result.thumbnails[1]?.buffer).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 200, height: 200 });
  });

  it('reads the image from a file, and refuses a truncated PNG as corrupt', async () => {
    const whole = await png(1500, 1500);
    const file = join(dir, 'whole.png');
    await writeFile(file, whole);
    expect(await processArtwork(file)).toMatchObject({ ok: true, format: 'png', width: 1500 });
    const cut = join(dir, 'cut.png');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(await processArtwork(cut)).toEqual({ ok: false, issues: [{ code: 'artwork_corrupt' }] });
  });

  it('refuses what inspection refuses', async () => {
    expect(await processArtwork(await png(1000, 1000))).toMatchObject({
      ok: false,
      issues: [{ code: 'artwork_too_small' }],
    });
  });
});
