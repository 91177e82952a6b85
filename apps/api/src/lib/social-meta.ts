import { escapeHtml as e } from './escape-html.ts';

/** What a pasted link's card shows (Open Graph and Twitter cards): a 1200x630 image. */
export type SocialCard = {
  type: string;
  title: string;
  description: string;
  url: string;
  image: string | null;
  imageAlt: string;
  locale: string;
};

/** The `<meta>` tags of a page's card, escaped. */
export function socialMeta(card: SocialCard): string {
  const image = card.image
    ? [
        ['og:image', card.image],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
        ['og:image:alt', card.imageAlt],
      ]
    : [];
  return [
    ['og:type', card.type],
    ['og:site_name', 'Soundpost'],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:url', card.url],
    ...image,
    ['og:locale', card.locale],
  ]
    .map(([p, c]) => `<meta property="${p}" content="${e(c!)}">`)
    .concat(
      [
        ['twitter:card', card.image ? 'summary_large_image' : 'summary'],
        ['twitter:title', card.title],
        ['twitter:description', card.description],
        ...(card.image
          ? [
              ['twitter:image', card.image],
              ['twitter:image:alt', card.imageAlt],
            ]
          : []),
      ].map(([n, c]) => `<meta name="${n}" content="${e(c!)}">`),
    )
    .join('');
}
