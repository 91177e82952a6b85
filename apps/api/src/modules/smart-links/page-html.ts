import type { TFunction } from 'i18next';
import type { SmartLinkTheme } from '@soundpost/contracts/smart-links';
import { escapeHtml as e } from '../../lib/escape-html.ts';
import { socialMeta } from '../../lib/social-meta.ts';
import type { StoreButton } from './store-targets.ts';

export type PageView = {
  lang: string;
  t: TFunction;
  /** The page's absolute address (canonical, og:url). */
  url: string;
  /** Where the page's own paths start (`/l/<slug>`). */
  path: string;
  title: string;
  artist: string;
  hasArtwork: boolean;
  buttons: StoreButton[];
  theme: SmartLinkTheme | null;
  /** The referring site, passed on by each button so a click knows where the visitor came from. */
  from: string | null;
};

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The default accent is the product's violet; white on it passes AA (5.7:1). */
function styles(theme: SmartLinkTheme | null, artworkUrl: string) {
  const accent = theme?.accent ?? '#6d28d9';
  const outline = theme?.buttonStyle === 'outline';
  const radius = theme?.buttonStyle === 'pill' ? '999px' : '10px';
  const backdrop =
    theme?.background === 'artwork'
      ? `body{background:#111 url("${artworkUrl}") center/cover fixed}main{backdrop-filter:blur(24px)}`
      : '';
  return `:root{color-scheme:light dark;--bg:#f6f6f8;--card:#ffffff;--text:#17171c;--muted:#4a4a55;--line:#d4d4dc}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f13;--card:#1b1b22;--text:#f2f2f5;--muted:#b9b9c4;--line:#3a3a46}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;justify-content:center;align-items:flex-start}
main{width:100%;max-width:440px;margin:24px 16px;padding:24px;background:var(--card);border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.12);text-align:center}
img{display:block;width:100%;max-width:300px;height:auto;aspect-ratio:1;margin:0 auto 16px;border-radius:12px}
h1{font-size:1.5rem;margin:0}p{margin:4px 0 20px;color:var(--muted)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}
a.store{display:flex;justify-content:space-between;align-items:center;min-height:48px;padding:10px 18px;border-radius:${radius};text-decoration:none;font-weight:600;${
    outline
      ? `border:2px solid ${accent};color:var(--text);background:transparent`
      : `background:${accent};color:${textOn(accent)}`
  }}
a.store:focus-visible{outline:3px solid var(--text);outline-offset:2px}
footer{margin-top:24px;font-size:.875rem;color:var(--muted)}${backdrop}`;
}

/** The public page: artwork, title, artist and a button per store; no script at all. */
export function renderPage(view: PageView): string {
  const { t } = view;
  const artworkUrl = `${view.path}/artwork.webp`;
  const shareUrl = `${view.url}/share.jpg`;
  const title = `${view.title} – ${view.artist}`;
  const description = t('page.description', { title: view.title, artist: view.artist });
  const imageAlt = t('page.artworkAlt', { title: view.title });
  const query = view.from ? `?from=${encodeURIComponent(view.from)}` : '';
  const buttons = view.buttons
    .map(
      (b) =>
        `<li><a class="store" rel="nofollow noopener" href="${e(`${view.path}/${b.storeId}${query}`)}"><span>${e(b.name)}</span><span>${e(t('page.play'))}</span></a></li>`,
    )
    .join('');
  const meta = socialMeta({
    type: 'music.album',
    title,
    description,
    url: view.url,
    image: shareUrl,
    imageAlt,
    locale: view.lang,
  });
  return `<!doctype html><html lang="${e(view.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><meta name="description" content="${e(description)}"><link rel="canonical" href="${e(view.url)}">${meta}<style>${styles(view.theme, artworkUrl)}</style></head><body><main>${
    view.hasArtwork
      ? `<img src="${e(artworkUrl)}" width="300" height="300" alt="${e(imageAlt)}" fetchpriority="high">`
      : ''
  }<h1>${e(view.title)}</h1><p>${e(view.artist)}</p>${
    view.buttons.length
      ? `<nav aria-label="${e(t('page.stores'))}"><ul>${buttons}</ul></nav>`
      : `<p>${e(t('page.noStores'))}</p>`
  }<footer>${e(t('page.poweredBy'))}</footer></main></body></html>`;
}

/** The page of a link that does not exist (404) or was removed (410), in the visitor's language. */
export function renderMissing(t: TFunction, lang: string, state: 'missing' | 'gone') {
  const heading = t(`page.${state}.title`);
  return `<!doctype html><html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(heading)}</title><style>${styles(null, '')}</style></head><body><main><h1>${e(heading)}</h1><p>${e(t(`page.${state}.body`))}</p><footer>${e(t('page.poweredBy'))}</footer></main></body></html>`;
}
