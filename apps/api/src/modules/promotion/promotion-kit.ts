import { strToU8, zipSync, type Zippable } from 'fflate';
import QRCode from 'qrcode';
import { bannerSizes, type BannerSize } from '@soundpost/contracts/banners';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { asciiSlug } from '../../lib/slug.ts';
import type { Actor } from '../../plugins/types.ts';
import { findArtistById } from '../artists/index.ts';
import { makeBanner } from '../banners/index.ts';
import { findOwnRelease } from '../releases/index.ts';
import { defaultLinkUrl } from '../smart-links/index.ts';
import { captionsFor } from './captions.ts';

/** Releases in stores, or on their way there: what a kit promotes. */
const promotedStatuses = ['published', 'live'];

/**
 * The one-click promotion kit of one of the actor's published or live releases, as one zip:
 * its three banners, its smart link (as text and as a QR code) and captions with hashtags for
 * Instagram, TikTok and X in the artist's language. Another user's release is 404; one not
 * yet published is 409 `promotion_needs_release`; one whose smart link is off is 409
 * `promotion_needs_smart_link`.
 */
export async function makePromotionKit(ctx: AppContext, actor: Actor, releaseId: string) {
  const release = await findOwnRelease(ctx, actor, releaseId);
  if (!promotedStatuses.includes(release.status)) throw new AppError('promotion_needs_release');
  const link = await defaultLinkUrl(ctx, actor.user.id, release.id);
  if (!link) throw new AppError('promotion_needs_smart_link');
  const lang = actor.user.lang;
  const artist = release.artistId ? await findArtistById(ctx.db, release.artistId) : undefined;
  const title = release.title ?? '';
  const base = asciiSlug(title, 60) || 'release';

  const files: Zippable = {};
  for (const size of Object.keys(bannerSizes) as BannerSize[]) {
    const { png } = await makeBanner(ctx, actor, {
      release: release.id,
      size,
      palette: 'midnight_pop',
      cta: 'out_now',
      lang,
    });
    // PNGs are compressed already: stored, not deflated again.
    files[`banners/${base}-${size}.png`] = [png, { level: 0 }];
  }
  const qr = await QRCode.toBuffer(link, { width: 1024, margin: 2, errorCorrectionLevel: 'M' });
  files['qr-code.png'] = [qr, { level: 0 }];
  files['smart-link.txt'] = strToU8(`${link}\n`);
  const captions = captionsFor(ctx.i18n.getFixedT(lang, 'promotion'), {
    title,
    artist: artist?.name ?? '',
    genre: release.primaryGenre,
    link,
  });
  for (const [network, caption] of Object.entries(captions)) {
    files[`captions/${network}.txt`] = strToU8(`${caption}\n`);
  }
  return { zip: Buffer.from(zipSync(files)), fileName: `${base}-promotion-kit.zip` };
}
