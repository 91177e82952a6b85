import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { bannerColours, bannerSizes, type BannerQuery } from '@soundpost/contracts/banners';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { findArtistById } from '../artists/index.ts';
import { findOwnRelease } from '../releases/index.ts';
import { openArtworkImage } from '../uploads/index.ts';
import { renderBannerInThread } from './render-banner-thread.ts';

/** A release's date as the banner's language writes it (a calendar date: no time zone moves it). */
function formatDate(date: string | null, lang: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The banner of one of the actor's releases (another's is 404): its artwork, title, artist and
 * date, with the call to action in the banner's language. A release without artwork yet is
 * refused with `banner_needs_artwork`.
 */
export async function makeBanner(
  ctx: AppContext,
  actor: Actor,
  query: BannerQuery,
): Promise<{ png: Buffer; title: string }> {
  const release = await findOwnRelease(ctx, actor, query.release);
  if (!release.artworkUploadId) throw new AppError('banner_needs_artwork');
  const [image, artist] = await Promise.all([
    openArtworkImage(ctx, actor, release.artworkUploadId, 'delivery'),
    release.artistId ? findArtistById(ctx.db, release.artistId) : undefined,
  ]);
  const artwork = await buffer(image.stream as Readable);
  const t = ctx.i18n.getFixedT(query.lang, 'banners');
  const title = release.title ?? '';
  const png = await renderBannerInThread({
    size: query.size,
    dimensions: bannerSizes[query.size],
    palette: bannerColours[query.palette],
    artwork,
    title,
    artist: artist?.name ?? '',
    date: formatDate(release.releaseDate, query.lang),
    call: t(`calls.${query.cta}`),
  });
  return { png, title };
}
