import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { MediaIssue } from './media-issue.ts';
import { artworkLimits, type ArtworkFormat } from './media-limits.ts';

export type ArtworkIssue = MediaIssue<
  | 'artwork_too_small'
  | 'artwork_too_large'
  | 'artwork_not_square'
  | 'artwork_unsupported_format'
  | 'artwork_corrupt'
>;

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
  | { ok: true; delivery: RenderedImage; thumbnails: RenderedImage[] }
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
 * Checks uploaded artwork: JPEG or PNG judged by its bytes (never the file name), under 20 MB,
 * at most 36 Mpx (read from the header before any decoding), square, at least 1500x1500, and
 * fully decodable. Lists every problem found.
 */
export async function inspectArtwork(buffer: Buffer): Promise<ArtworkInspection> {
  if (buffer.length >= artworkLimits.maxBytes) {
    return { ok: false, issues: [tooLarge(artworkLimits.maxBytesLabel)] };
  }
  const sniffed = sniffImageFormat(buffer);
  // Anything else never reaches an image decoder (SVG, TIFF, HEIF… have their own risks).
  if (!sniffed) return { ok: false, issues: [{ code: 'artwork_unsupported_format' }] };

  let header: Metadata;
  try {
    // Only the header is read here, so the pixel limit (which sharp would also apply to the
    // header) is lifted to tell the user what is wrong.
    header = await sharp(buffer, { ...decodeOptions, limitInputPixels: false }).metadata();
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

  // The header can be fine while the pixel data is truncated or damaged: read every pixel
  // (stats streams through the image, so memory stays small).
  try {
    await sharp(buffer, decodeOptions).stats();
  } catch {
    return { ok: false, issues: [corrupt] };
  }
  return { ok: true, format: sniffed, width, height, bytes: buffer.length };
}

/**
 * Makes the delivery artwork (3000x3000 sRGB JPEG, quality 90, no metadata, Lanczos-scaled,
 * upscaled when the source is smaller) and the 600 and 200 px WebP thumbnails. Inspects the
 * buffer first, so it is safe on untrusted input.
 */
export async function processArtwork(buffer: Buffer): Promise<ProcessedArtwork> {
  const inspection = await inspectArtwork(buffer);
  if (!inspection.ok) return inspection;

  // Orientation is baked in because the EXIF tag that carried it is stripped; transparency
  // is flattened onto white because JPEG has none. sharp converts to sRGB and drops
  // metadata unless told to keep it.
  const base = sharp(buffer, { ...decodeOptions, autoOrient: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  const resized = (size: number) =>
    base.clone().resize(size, size, { fit: 'cover', kernel: 'lanczos3' });
  try {
    const [delivery, ...thumbnails] = await Promise.all([
      render(
        resized(artworkLimits.deliverySize).jpeg({
          quality: artworkLimits.deliveryQuality,
          chromaSubsampling: '4:4:4',
        }),
        'jpeg',
      ),
      ...artworkLimits.thumbnailSizes.map((size) =>
        render(resized(size).webp({ quality: artworkLimits.thumbnailQuality }), 'webp'),
      ),
    ]);
    return { ok: true, delivery, thumbnails };
  } catch {
    return { ok: false, issues: [corrupt] };
  }
}

async function render(pipeline: Sharp, format: RenderedImage['format']) {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { buffer: data, format, width: info.width, height: info.height };
}

/** The format the bytes say, for the two formats artwork may have. */
function sniffImageFormat(buffer: Buffer): ArtworkFormat | null {
  if (buffer.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (buffer.subarray(0, 8).equals(png)) return 'png';
  return null;
}
