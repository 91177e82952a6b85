import type { TFunction } from 'i18next';
import { escapeHtml as e } from './escape-html.ts';

/**
 * The frame of the public pages the API renders (a smart link's `/l/{slug}`, a pre-save's
 * `/release/{key}`): one HTML document, inline CSS, no script, light and dark by the system's
 * `prefers-color-scheme`, its colours checked for AA contrast (decision 050).
 */

/** What every public page of a release shows and where it lives. */
export type ReleasePageView = {
  lang: string;
  t: TFunction;
  /** The page's absolute address (canonical, og:url, what share links share). */
  url: string;
  /** Where the page's own paths start (`/l/<slug>`, `/release/<key>`). */
  path: string;
  title: string;
  artist: string;
  hasArtwork: boolean;
};

/** The product's violet; white on it passes AA (5.7:1). */
export const defaultAccent = '#6d28d9';

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The card, type and colours every public page shares; `extra` is the page's own rules. */
export const baseCss = (extra = '') =>
  `:root{color-scheme:light dark;--bg:#f6f6f8;--card:#ffffff;--text:#17171c;--muted:#4a4a55;--line:#d4d4dc}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f13;--card:#1b1b22;--text:#f2f2f5;--muted:#b9b9c4;--line:#3a3a46}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;justify-content:center;align-items:flex-start}
main{width:100%;max-width:440px;margin:24px 16px;padding:24px;background:var(--card);border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.12);text-align:center}
img{display:block;width:100%;max-width:300px;height:auto;aspect-ratio:1;margin:0 auto 16px;border-radius:12px}
h1{font-size:1.5rem;margin:0}p{margin:4px 0 20px;color:var(--muted)}
footer{margin-top:24px;font-size:.875rem;color:var(--muted)}${extra}`;

/** What a pasted link's card shows (Open Graph and Twitter card tags). */
export type ShareCard = {
  type: string;
  title: string;
  description: string;
  url: string;
  /** The 1200x630 share image, if the page has one (a text card without). */
  image: string | null;
  imageAlt: string;
  lang: string;
};

export function shareCardMeta(card: ShareCard) {
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
    ['og:locale', card.lang],
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

/** A whole page: `head` (HTML) after the title, `body` (HTML) inside `<main>`. */
export function publicDocument(page: {
  lang: string;
  title: string;
  head?: string;
  css: string;
  body: string;
}) {
  return `<!doctype html><html lang="${e(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(page.title)}</title>${page.head ?? ''}<style>${page.css}</style></head><body><main>${page.body}</main></body></html>`;
}
