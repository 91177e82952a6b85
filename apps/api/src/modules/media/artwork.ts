import { open, stat } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { runImageWork } from './image-work.ts';
import type { MediaIssue } from './media-issue.ts';
import { artworkLimits, type ArtworkFormat } from './media-limits.ts';

export type ArtworkIssue = MediaIssue<
  | 'artwork_too_small'
  | 'artwork_too_large'
  | 'artwork_not_square'
  | 'artwork_unsupported_format'
  | 'artwork_corrupt'
>;

/** The image: a path on local disk (uploads are streamed to one) or its bytes. */
export type ArtworkInput = string | Buffer;

export type ArtworkInspection =
  | { ok: true; format: ArtworkFormat; width: number; height: number; bytes: number }
  | { ok: false; issues: ArtworkIssue[] };

export type RenderedImage = {
  buffer: Buffer;
  format: 'jpeg' | 'webp';
  width: number;
  height: number;
};

export type ProcessedArtwork =
  | {
      ok: true;
      format: ArtworkFormat;
      width: number;
      height: number;
      delivery: RenderedImage;
      thumbnails: RenderedImage[];
    }
  | { ok: false; issues: ArtworkIssue[] };

const tooLarge = (max: string): ArtworkIssue => ({ code: 'artwork_too_large', params: { max } });
const corrupt: ArtworkIssue = { code: 'artwork_corrupt' };

// libvips refuses to decode past this many pixels; sharp's default "warning" failure level is
// its advice for untrusted input.
const decodeOptions: SharpOptions = {
  limitInputPixels: artworkLimits.maxPixels,
  failOn: 'warning',
};

/**
 * Checks uploaded artwork from its header, without decoding the pixels: JPEG or PNG judged by
 * its bytes (never the file name), under 20 MB, at most 36 Mpx, square, at least 1500x1500.
 * Lists every problem found.
 */
async function checkHeader(input: ArtworkInput): Promise<ArtworkInspection> {
  const bytes = typeof input === 'string' ? (await stat(input)).size : input.length;
  if (bytes >= artworkLimits.maxBytes) {
    return { ok: false, issues: [tooLarge(artworkLimits.maxBytesLabel)] };
  }
  const sniffed = sniffImageFormat(await firstBytes(input, 8));
  // Anything else never reaches an image decoder (SVG, TIFF, HEIF… have their own risks).
  if (!sniffed) return { ok: false, issues: [{ code: 'artwork_unsupported_format' }] };

  let header: Metadata;
  try {
    // Only the header is read here, so the pixel limit (which sharp would also apply to the
    // header) is lifted to tell the user what is wrong.
    header = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, issues: [corrupt] };
  }
  if (header.format !== sniffed) return { ok: false, issues: [corrupt] };
  const { width, height } = header;
  if (width * height > artworkLimits.maxPixels) {
    return { ok: false, issues: [tooLarge(artworkLimits.maxPixelsLabel)] };
  }

  const issues: ArtworkIssue[] = [];
  if (width !== height) issues.push({ code: 'artwork_not_square' });
  if (Math.min(width, height) < artworkLimits.minSize) {
    issues.push({ code: 'artwork_too_small', params: { min: artworkLimits.minSize } });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, format: sniffed, width, height, bytes };
}

/**
 * The whole image, decoded once, as it is delivered: 8-bit sRGB from the first step (a 16-bit
 * or CMYK source is not carried through the pipeline at full depth), orientation baked in
 * (the EXIF tag that carried it is stripped), transparency flattened onto white (JPEG has
 * none), cover-cropped to the delivery size with Lanczos. sharp drops metadata unless told.
 */
function deliveryPipeline(input: ArtworkInput): Sharp {
  const size = artworkLimits.deliverySize;
  return sharp(input, { ...decodeOptions, autoOrient: true, sequentialRead: true })
    .pipelineColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .resize(size, size, { fit: 'cover', kernel: 'lanczos3' })
    .toColourspace('srgb');
}

/**
 * Checks artwork like `processArtwork`, then reads every pixel: the header can be fine while
 * the pixel data is truncated or damaged.
 */
export async function inspectArtwork(input: ArtworkInput): Promise<ArtworkInspection> {
  const inspection = await checkHeader(input);
  if (!inspection.ok) return inspection;
  try {
    await runImageWork(() => deliveryPipeline(input).resize(64, 64).raw().toBuffer());
  } catch {
    return { ok: false, issues: [corrupt] };
  }
  return inspection;
}

/**
 * Checks artwork (from its header first: nothing too big is ever decoded) and makes the
 * delivery artwork (3000x3000 sRGB JPEG, quality 90, 4:4:4, no metadata, upscaled when the
 * source is smaller) and the 600 and 200 px WebP thumbnails. The source is decoded once, at
 * most `imageWorkLimit` images at a time in this process; the thumbnails are made from the
 * delivery JPEG, which libjpeg shrinks while decoding. Safe on untrusted input.
 */
export async function processArtwork(input: ArtworkInput): Promise<ProcessedArtwork> {
  const inspection = await checkHeader(input);
  if (!inspection.ok) return inspection;
  const { format, width, height } = inspection;
  try {
    return await runImageWork(async () => {
      const delivery = await render(
        deliveryPipeline(input).jpeg({
          quality: artworkLimits.deliveryQuality,
          chromaSubsampling: '4:4:4',
        }),
        'jpeg',
      );
      const thumbnails = await Promise.all(
        artworkLimits.thumbnailSizes.map((size) =>
          render(
            sharp(delivery.buffer)
              .resize(size, size, { kernel: 'lanczos3' })
              .webp({ quality: artworkLimits.thumbnailQuality }),
            'webp',
          ),
        ),
      );
      return { ok: true as const, format, width, height, delivery, thumbnails };
    });
  } catch {
    // The header was fine but the pixel data is truncated or damaged.
    return { ok: false, issues: [corrupt] };
  }
}

async function render(pipeline: Sharp, format: RenderedImage['format']) {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { buffer: data, format, width: info.width, height: info.height };
}

async function firstBytes(input: ArtworkInput, count: number): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, count);
  const file = await open(input, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The format the bytes say, for the two formats artwork may have. */
function sniffImageFormat(head: Buffer): ArtworkFormat | null {
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (head.subarray(0, 8).equals(png)) return 'png';
  return null;
}
