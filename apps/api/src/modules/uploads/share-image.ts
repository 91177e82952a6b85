import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { AppContext } from '../../lib/context.ts';
import { openArtworkFile } from './uploads.service.ts';

const shareWidth = 1200;
const shareHeight = 630;

/**
 * The 1200x630 card a chat or a social network shows for a pasted link (Open Graph): the
 * artwork, whole, over a darkened and blurred copy of itself that fills the width.
 */
async function drawShareImage(artwork: Buffer): Promise<Buffer> {
  const side = shareHeight - 80;
  const [backdrop, cover] = await Promise.all([
    sharp(artwork)
      .resize(shareWidth, shareHeight, { fit: 'cover' })
      .blur(30)
      .modulate({ brightness: 0.55 })
      .toBuffer(),
    sharp(artwork).resize(side, side, { fit: 'cover' }).toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: cover, left: (shareWidth - side) / 2, top: 40 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The share image of an artwork, drawn once and kept in storage under the artwork's id (a new
 * artwork is a new upload, so a kept image is never stale).
 */
export async function shareImage(ctx: AppContext, artworkUploadId: string): Promise<Buffer> {
  // The key predates the blog, which shares the image; kept so existing images stay found.
  const key = `smart-links/share/${artworkUploadId}.jpg`;
  const kept = await ctx.storage.get(key);
  if (kept) return buffer(kept.stream);
  const artwork = await openArtworkFile(ctx, artworkUploadId, 600);
  const image = await drawShareImage(await buffer(artwork.stream));
  await ctx.storage.put(key, image);
  return image;
}
