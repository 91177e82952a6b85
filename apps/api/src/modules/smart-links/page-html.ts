import type { TFunction } from 'i18next';
import type { SmartLinkTheme } from '@soundpost/contracts/smart-links';
import { escapeHtml as e } from '../../lib/escape-html.ts';
import {
  baseCss,
  defaultAccent,
  publicDocument,
  shareCardMeta,
  textOn,
  type ReleasePageView,
} from '../../lib/public-page.ts';
import type { StoreButton } from './store-targets.ts';

export type PageView = ReleasePageView & {
  buttons: StoreButton[];
  theme: SmartLinkTheme | null;
  /** The referring site, passed on by each button so a click knows where the visitor came from. */
  from: string | null;
};

/** The page's own rules over the shared frame: the store buttons and the PRO look. */
function styles(theme: SmartLinkTheme | null, artworkUrl: string) {
  const accent = theme?.accent ?? defaultAccent;
  const outline = theme?.buttonStyle === 'outline';
  const radius = theme?.buttonStyle === 'pill' ? '999px' : '10px';
  const backdrop =
    theme?.background === 'artwork'
      ? `body{background:#111 url("${artworkUrl}") center/cover fixed}main{backdrop-filter:blur(24px)}`
      : '';
  return baseCss(`
ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}
a.store{display:flex;justify-content:space-between;align-items:center;min-height:48px;padding:10px 18px;border-radius:${radius};text-decoration:none;font-weight:600;${
    outline
      ? `border:2px solid ${accent};color:var(--text);background:transparent`
      : `background:${accent};color:${textOn(accent)}`
  }}
a.store:focus-visible{outline:3px solid var(--text);outline-offset:2px}${backdrop}`);
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
  const meta = shareCardMeta({
    type: 'music.album',
    title,
    description,
    url: view.url,
    image: shareUrl,
    imageAlt,
    lang: view.lang,
  });
  return publicDocument({
    lang: view.lang,
    title,
    head: `<meta name="description" content="${e(description)}"><link rel="canonical" href="${e(view.url)}">${meta}`,
    css: styles(view.theme, artworkUrl),
    body: `${
      view.hasArtwork
        ? `<img src="${e(artworkUrl)}" width="300" height="300" alt="${e(imageAlt)}" fetchpriority="high">`
        : ''
    }<h1>${e(view.title)}</h1><p>${e(view.artist)}</p>${
      view.buttons.length
        ? `<nav aria-label="${e(t('page.stores'))}"><ul>${buttons}</ul></nav>`
        : `<p>${e(t('page.noStores'))}</p>`
    }<footer>${e(t('page.poweredBy'))}</footer>`,
  });
}

/** The page of a link that does not exist (404) or was removed (410), in the visitor's language. */
export function renderMissing(t: TFunction, lang: string, state: 'missing' | 'gone') {
  const heading = t(`page.${state}.title`);
  return publicDocument({
    lang,
    title: heading,
    head: '<meta name="robots" content="noindex">',
    css: styles(null, ''),
    body: `<h1>${e(heading)}</h1><p>${e(t(`page.${state}.body`))}</p><footer>${e(t('page.poweredBy'))}</footer>`,
  });
}
