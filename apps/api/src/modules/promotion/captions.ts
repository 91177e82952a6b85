import type { TFunction } from 'i18next';

/** The networks a kit writes a caption for. */
export const captionNetworks = ['instagram', 'tiktok', 'x'] as const;

/** A name as a hashtag: its words joined, capitalised, letters and digits only (any script). */
export function hashtag(words: string): string {
  const tag = words
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toLocaleUpperCase() + word.slice(1))
    .join('');
  return tag ? `#${tag}` : '';
}

export type CaptionRelease = { title: string; artist: string; genre: string | null; link: string };

/**
 * Each network's caption in the artist's language (the `promotion` catalog): the release, the
 * smart link where the network shows links, and hashtags for the release, the artist, its
 * genre and new music.
 */
export function captionsFor(t: TFunction, release: CaptionRelease) {
  const hashtags = [
    t('hashtags.newMusic'),
    hashtag(release.artist),
    hashtag(release.title),
    release.genre ? hashtag(t(`artists:genres.${release.genre}`)) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const values = { ...release, hashtags, interpolation: { escapeValue: false } };
  return Object.fromEntries(
    captionNetworks.map((network) => [network, t(`captions.${network}`, values)]),
  ) as Record<(typeof captionNetworks)[number], string>;
}
