import type { TFunction } from 'i18next';
import { escapeHtml as e } from '../../lib/escape-html.ts';
import {
  baseCss,
  defaultAccent,
  publicDocument,
  shareCardMeta,
  textOn,
  type ReleasePageView,
} from '../../lib/public-page.ts';

/** The pre-save page's own rules: the two actions, the form and the share links. */
const css = baseCss(`
.action,button{display:flex;justify-content:center;align-items:center;width:100%;min-height:48px;padding:10px 18px;border-radius:10px;border:0;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;background:${defaultAccent};color:${textOn(defaultAccent)}}
.action:focus-visible,button:focus-visible,input:focus-visible,nav a:focus-visible{outline:3px solid var(--text);outline-offset:2px}
form{display:grid;gap:8px;text-align:left;margin-top:16px}
label{font-weight:600}
input{min-height:48px;padding:10px 12px;border:1px solid var(--muted);border-radius:10px;background:var(--card);color:var(--text);font:inherit}
.or{margin:16px 0 0}.error{color:#b42318;margin:0}
@media (prefers-color-scheme:dark){.error{color:#ff8a80}}
nav ul{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:8px 16px;justify-content:center}
nav a{color:var(--text)}h2{font-size:1rem;margin:24px 0 0}`);

export type CampaignPageView = ReleasePageView & {
  releaseDay: string | null;
  /** `scheduled`: the two ways to pre-save; `released`: where to listen. */
  state: 'scheduled' | 'released';
  /** Whether "Save on Spotify" is offered (the service is configured). */
  spotify: boolean;
  /** Where to listen once out: the release's smart link. */
  listenUrl: string | null;
  /** The e-mail form's message, after a refused address. */
  emailError?: string;
  email?: string;
};

/** A day as the visitor's language writes it ("12 June 2030"). */
export const longDate = (lang: string, day: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Plain links to share the page: no script of any network loads (decision 054). */
function shareLinks(t: TFunction, url: string, text: string) {
  const u = encodeURIComponent(url);
  const x = encodeURIComponent(text);
  const links: [string, string][] = [
    ['X', `https://twitter.com/intent/tweet?url=${u}&text=${x}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['WhatsApp', `https://wa.me/?text=${x}%20${u}`],
    ['Telegram', `https://t.me/share/url?url=${u}&text=${x}`],
    [t('page.shareEmail'), `mailto:?subject=${x}&body=${u}`],
  ];
  return `<h2 id="share">${e(t('page.share'))}</h2><nav aria-labelledby="share"><ul>${links
    .map(
      ([name, href]) =>
        `<li><a href="${e(href)}" rel="noopener nofollow" target="_blank">${e(name)}</a></li>`,
    )
    .join('')}</ul></nav>`;
}

/** The public pre-save page (found): artwork, title, artist, the release day, and the actions. */
export function renderCampaignPage(view: CampaignPageView): string {
  const { t } = view;
  const q = `?lang=${view.lang}`;
  const title = `${view.title} – ${view.artist}`;
  const day = view.releaseDay ? longDate(view.lang, view.releaseDay) : '';
  const description = t(`page.${view.state}.description`, {
    title: view.title,
    artist: view.artist,
    date: day,
  });
  const imageAlt = t('page.artworkAlt', { title: view.title });
  const artworkUrl = `${view.path}/artwork.webp`;
  const meta = shareCardMeta({
    type: 'music.album',
    title,
    description,
    url: view.url,
    image: `${view.url}/share.jpg`,
    imageAlt,
    lang: view.lang,
  });
  const errorId = 'email-error';
  const actions =
    view.state === 'released'
      ? view.listenUrl
        ? `<a class="action" href="${e(view.listenUrl)}">${e(t('page.listen'))}</a>`
        : ''
      : `${
          view.spotify
            ? `<a class="action" rel="nofollow" href="${e(`${view.path}/spotify${q}`)}">${e(t('page.saveOn', { service: 'Spotify' }))}</a><p class="or">${e(t('page.or'))}</p>`
            : ''
        }<form method="post" action="${e(`${view.path}/notify${q}`)}"><label for="email">${e(t('page.emailLabel'))}</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email" inputmode="email"${
          view.email ? ` value="${e(view.email)}"` : ''
        }${view.emailError ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>${
          view.emailError ? `<p class="error" id="${errorId}">${e(view.emailError)}</p>` : ''
        }<button type="submit">${e(t('page.notifyMe'))}</button></form>`;
  return publicDocument({
    lang: view.lang,
    title,
    head: `<meta name="description" content="${e(description)}"><link rel="canonical" href="${e(view.url)}">${meta}`,
    css,
    body: `${
      view.hasArtwork
        ? `<img src="${e(artworkUrl)}" width="300" height="300" alt="${e(imageAlt)}" fetchpriority="high">`
        : ''
    }<h1>${e(view.title)}</h1><p>${e(view.artist)}</p>${
      day ? `<p>${e(t(`page.${view.state}.when`, { date: day }))}</p>` : ''
    }${actions}${shareLinks(t, view.url, title)}<footer>${e(t('page.poweredBy'))}</footer>`,
  });
}

/** A link to follow, or a form (POST) to send, under a notice. */
export type NoticeAction = { href: string; label: string; method?: 'get' | 'post' };

/**
 * Every other screen of the flow, in the visitor's language: not found, removed, "check your
 * inbox", confirmed, and `/spotify-auth`'s success, denied and error.
 */
export function renderNotice(
  t: TFunction,
  lang: string,
  notice: string,
  values: Record<string, string> = {},
  actions: NoticeAction[] = [],
) {
  const heading = t(`notice.${notice}.title`, values);
  const links = actions
    .map((a) =>
      a.method === 'post'
        ? `<form method="post" action="${e(a.href)}"><button type="submit">${e(a.label)}</button></form>`
        : `<p><a href="${e(a.href)}">${e(a.label)}</a></p>`,
    )
    .join('');
  return publicDocument({
    lang,
    title: heading,
    head: '<meta name="robots" content="noindex">',
    css,
    body: `<h1>${e(heading)}</h1><p>${e(t(`notice.${notice}.body`, values))}</p>${links}<footer>${e(t('page.poweredBy'))}</footer>`,
  });
}
