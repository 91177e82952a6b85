import type { TFunction } from 'i18next';
import { languages, type Language } from '@soundpost/contracts/locales';
import { escapeHtml as e } from '../../lib/escape-html.ts';
import { shareCardMeta } from '../../lib/public-page.ts';
import { markdownToHtml, plainExcerpt } from './blog-markdown.ts';
import type { BlogPostRow } from './blog.table.ts';

/** What every blog page knows: the visitor's language, its texts and the public origin. */
export type PageContext = { lang: Language; t: TFunction; appUrl: string };

const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
};

const styles = `:root{color-scheme:light dark;--bg:#f6f6f8;--card:#fff;--text:#17171c;--muted:#4a4a55;--line:#d4d4dc;--accent:#5b21b6}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f13;--card:#1b1b22;--text:#f2f2f5;--muted:#b9b9c4;--line:#3a3a46;--accent:#c4b5fd}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--accent)}header,main,footer{max-width:760px;margin:0 auto;padding:16px}
header{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a.home{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:1.2rem;color:var(--text);text-decoration:none}
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px 16px;margin:0;padding:0}
h1{font-size:2rem;line-height:1.2;margin:16px 0 8px}h2{line-height:1.3}
.meta{color:var(--muted);font-size:.95rem;margin:0 0 16px}
article.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px;margin:0 0 16px}
article.card h2{margin:0 0 4px;font-size:1.3rem}article.card p{margin:8px 0 0}
.cover{display:block;width:100%;height:auto;aspect-ratio:1;max-width:360px;border-radius:12px;margin:8px 0 16px}
.tags{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:8px 0}
.tags a{display:inline-block;padding:4px 10px;border:1px solid var(--line);border-radius:999px;text-decoration:none;min-height:32px}
.tags a[aria-current]{background:var(--accent);color:var(--bg);border-color:var(--accent)}
.body img{max-width:100%;height:auto}.body pre{overflow-x:auto;background:var(--card);padding:12px;border-radius:8px}
.body blockquote{margin:0;padding-left:16px;border-left:4px solid var(--line);color:var(--muted)}
.pager{display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap;margin:24px 0}
footer{color:var(--muted);font-size:.9rem;border-top:1px solid var(--line);margin-top:32px}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}`;

/** The product's mark, as the app's navbar and favicon draw it (decorative: the name follows). */
const logo = `<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#5b3fd6"/><path d="M40 12v27.5a8.5 8.5 0 1 1-5-7.74V20l-12 3v20.5a8.5 8.5 0 1 1-5-7.74V18z" fill="#fff"/></svg>`;

/** A blog page's address in a language: its path with `lang`, and the other query values. */
function href(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const formatDay = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The whole document: head (title, description, canonical, alternates, card), site chrome. */
function documentOf(
  page: PageContext,
  opts: {
    title: string;
    description: string;
    /** The path and query of this page, without `lang`. */
    path: string;
    query?: Record<string, string | number | undefined>;
    /** A list's page is in the visitor's language (`?lang=`); a post is in its own. */
    langInUrl: boolean;
    /** Links to the page in the other languages (the list's first page has them all). */
    alternates: boolean;
    card?: { type: string; image: string | null; imageAlt: string };
    robots?: string;
    body: string;
  },
) {
  const { t, lang, appUrl } = page;
  const url = (l: Language) =>
    `${appUrl}${href(opts.path, { ...opts.query, lang: l === 'en' || !opts.langInUrl ? undefined : l })}`;
  const head = [
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${e(opts.title)}</title><meta name="description" content="${e(opts.description)}">`,
    opts.robots ? `<meta name="robots" content="${opts.robots}">` : '',
    `<link rel="canonical" href="${e(url(lang))}">`,
    opts.alternates
      ? languages
          .map((l) => `<link rel="alternate" hreflang="${l}" href="${e(url(l))}">`)
          .join('') + `<link rel="alternate" hreflang="x-default" href="${e(url('en'))}">`
      : '',
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="alternate" type="application/atom+xml" title="${e(t('feed', { language: languageNames[lang] }))}" href="/blog/feed/${lang}">`,
    opts.card
      ? shareCardMeta({
          ...opts.card,
          title: opts.title,
          description: opts.description,
          url: url(lang),
          lang,
        })
      : '',
    `<style>${styles}</style>`,
  ].join('');
  const languageLinks = languages
    .map(
      (l) =>
        `<li><a href="${e(href('/blog', { lang: l }))}" lang="${l}"${l === lang ? ' aria-current="true"' : ''}>${languageNames[l]}</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="${lang}"><head>${head}</head><body><header><a class="home" href="/?lang=${lang}">${logo}Soundpost</a><nav aria-label="${e(t('nav'))}"><ul><li><a href="${e(href('/blog', { lang }))}">${e(t('title'))}</a></li><li><a href="/artists-catalog?lang=${lang}">${e(t('catalogue'))}</a></li><li><a href="/auth/login?lang=${lang}">${e(t('signIn'))}</a></li></ul></nav></header><main id="main">${opts.body}</main><footer><nav aria-label="${e(t('languages'))}"><ul>${languageLinks}</ul></nav><p><a href="/blog/feed/${lang}">${e(t('feed', { language: languageNames[lang] }))}</a> · <a href="/privacy-policy?lang=${lang}">${e(t('privacy'))}</a> · <a href="/terms-and-conditions?lang=${lang}">${e(t('terms'))}</a></p></footer></body></html>`;
}

const summaryOf = (post: BlogPostRow) => post.summary || plainExcerpt(post.body);

function tagLinks(page: PageContext, tags: string[], current?: string) {
  if (tags.length === 0) return '';
  return `<ul class="tags" aria-label="${e(page.t('tags'))}">${tags
    .map(
      (tag) =>
        `<li><a href="${e(href('/blog', { tag, lang: page.lang }))}"${tag === current ? ' aria-current="true"' : ''}>#${e(tag)}</a></li>`,
    )
    .join('')}</ul>`;
}

function postCard(page: PageContext, post: BlogPostRow, heading: 'h2' | 'h3' = 'h2') {
  return `<article class="card"><${heading}><a href="/blog/${e(post.slug)}">${e(post.title)}</a></${heading}><p class="meta">${e(
    page.t('published', { date: formatDay(post.publishAt!, page.lang) }),
  )}</p><p>${e(summaryOf(post))}</p></article>`;
}

/** `/blog`: a page of the language's posts, newest first, with the tags to filter by. */
export function renderList(
  page: PageContext,
  view: { posts: BlogPostRow[]; tag?: string; tags: string[]; page: number; pages: number },
) {
  const { t, lang } = page;
  const title = view.tag ? t('tagTitle', { tag: view.tag }) : t('title');
  const nav = [
    view.page > 1
      ? `<a rel="prev" href="${e(href('/blog', { tag: view.tag, page: view.page - 1 === 1 ? undefined : view.page - 1, lang }))}">${e(t('newer'))}</a>`
      : '<span></span>',
    view.page < view.pages
      ? `<a rel="next" href="${e(href('/blog', { tag: view.tag, page: view.page + 1, lang }))}">${e(t('older'))}</a>`
      : '',
  ].join('');
  const body = [
    `<h1>${e(title)}</h1><p class="meta">${e(t('intro'))}</p>`,
    tagLinks(page, view.tags, view.tag),
    view.tag ? `<p><a href="${e(href('/blog', { lang }))}">${e(t('allPosts'))}</a></p>` : '',
    view.posts.length
      ? view.posts.map((p) => postCard(page, p)).join('')
      : `<p>${e(t('empty'))}</p>`,
    view.pages > 1
      ? `<nav class="pager" aria-label="${e(t('pages', { page: view.page, pages: view.pages }))}">${nav}</nav>`
      : '',
  ].join('');
  return documentOf(page, {
    title: `${title} | Soundpost`,
    description: t('intro'),
    path: '/blog',
    query: { tag: view.tag, page: view.page > 1 ? view.page : undefined },
    langInUrl: true,
    alternates: !view.tag && view.page === 1,
    body,
  });
}

/** `/blog/{slug}`: the post, its tags, similar articles, and the previous and next posts. */
export function renderPost(
  page: PageContext,
  view: {
    post: BlogPostRow;
    similar: BlogPostRow[];
    previous?: BlogPostRow;
    next?: BlogPostRow;
  },
) {
  const { t, lang } = page;
  const { post } = view;
  const cover = post.coverUploadId
    ? `<img class="cover" src="/blog/${e(post.slug)}/cover.webp" width="360" height="360" alt="${e(t('coverAlt', { title: post.title }))}" fetchpriority="high">`
    : '';
  const around = [
    view.previous
      ? `<a rel="prev" href="/blog/${e(view.previous.slug)}">← ${e(t('previous'))}: ${e(view.previous.title)}</a>`
      : '<span></span>',
    view.next
      ? `<a rel="next" href="/blog/${e(view.next.slug)}">${e(t('next'))}: ${e(view.next.title)} →</a>`
      : '',
  ].join('');
  const body = [
    `<article><h1>${e(post.title)}</h1><p class="meta">${e(t('published', { date: formatDay(post.publishAt!, lang) }))}</p>`,
    cover,
    tagLinks(page, post.tags),
    `<div class="body">${markdownToHtml(post.body)}</div></article>`,
    view.similar.length
      ? `<section aria-labelledby="similar"><h2 id="similar">${e(t('similar'))}</h2>${view.similar.map((p) => postCard(page, p, 'h3')).join('')}</section>`
      : '',
    view.previous || view.next
      ? `<nav class="pager" aria-label="${e(t('around'))}">${around}</nav>`
      : '',
  ].join('');
  return documentOf(
    { ...page, lang: post.lang },
    {
      title: `${post.title} | Soundpost`,
      description: summaryOf(post),
      path: `/blog/${post.slug}`,
      langInUrl: false,
      alternates: false,
      card: {
        type: 'article',
        image: post.coverUploadId ? `${page.appUrl}/blog/${post.slug}/share.jpg` : null,
        imageAlt: t('coverAlt', { title: post.title }),
      },
      body,
    },
  );
}

/** A post that does not exist, or not yet: 404, not for search engines. */
export function renderMissing(page: PageContext) {
  return documentOf(page, {
    title: `${page.t('missing.title')} | Soundpost`,
    description: page.t('missing.body'),
    path: '/blog',
    langInUrl: true,
    alternates: false,
    robots: 'noindex',
    body: `<h1>${e(page.t('missing.title'))}</h1><p>${e(page.t('missing.body'))}</p><p><a href="/blog?lang=${page.lang}">${e(page.t('allPosts'))}</a></p>`,
  });
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language's Atom feed: its 20 newest posts, each with its summary and full HTML. */
export function renderFeed(page: PageContext, posts: BlogPostRow[]) {
  const { appUrl, lang, t } = page;
  const updated = new Date(Math.max(0, ...posts.map((p) => p.updatedAt.getTime()))).toISOString();
  const entries = posts
    .map(
      (p) =>
        `<entry><id>${xml(`${appUrl}/blog/${p.slug}`)}</id><title>${xml(p.title)}</title><link href="${xml(`${appUrl}/blog/${p.slug}`)}"/><published>${p.publishAt!.toISOString()}</published><updated>${p.updatedAt.toISOString()}</updated>${p.tags.map((tag) => `<category term="${xml(tag)}"/>`).join('')}<summary>${xml(summaryOf(p))}</summary><content type="html">${xml(markdownToHtml(p.body))}</content></entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}"><id>${xml(`${appUrl}/blog/feed/${lang}`)}</id><title>${xml(`Soundpost – ${t('title')} (${languageNames[lang]})`)}</title><link rel="self" href="${xml(`${appUrl}/blog/feed/${lang}`)}"/><link href="${xml(`${appUrl}/blog?lang=${lang}`)}"/><updated>${updated}</updated><author><name>Soundpost</name></author>${entries}</feed>`;
}
