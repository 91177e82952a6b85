import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { defaultLanguage, languages, type Language } from '@soundpost/contracts/locales';
import { documentLanguage } from './web-language.ts';
import { languageUrl, prerenderedPages } from './web-pages.ts';

const builtWeb = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Vite's output names carry a content hash: such a file never changes under its name. */
const hashedAssets = /^assets\//;
/** Prerendered public pages: `pages/<lang>/<route>/index.html` (apps/web/scripts/prerender.ts). */
const pagesDir = 'pages';

export type WebOptions = {
  root?: string;
  /**
   * The public origin (APP_URL): pages then name their canonical address and language
   * alternates, and `/sitemap.xml` and `/robots.txt` are served.
   */
  appUrl?: string;
  /**
   * Pages of the API's own in the sitemap (`/blog`, each post): `languages` when the page
   * answers in each (`?lang=`), else it is in one language at its path.
   */
  sitemapPages?: () => Promise<{ path: string; languages: boolean; lastmod?: Date }[]>;
  /**
   * What a prerendered page's head gets when served, from data that changes after the build
   * (the marketing pages' structured data), or null.
   */
  pageHead?: (route: string, lang: Language) => Promise<string | null>;
  /** A public route whose prerendered copy is out of date in `lang` gets the app shell. */
  prerenderStale?: (route: string, lang: Language) => boolean;
  /**
   * The signed-in user of the request's session, as GET /v1/api/user answers it, or undefined
   * (web-session.ts): the shell a signed-in visitor gets carries it, and the preloads of the
   * page asked for.
   */
  sessionUser?: (request: FastifyRequest) => Promise<object | undefined>;
};

/** A signed-in route's files, as the build lists them (apps/web/scripts/prerender.ts). */
type ShellPreload = {
  path: string;
  scripts: string[];
  styles: string[];
  catalogs: Partial<Record<Language, string[]>>;
};

/** `/distributions/new/:step?` → a regular expression matching its paths. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

function readPreloads(root: string): { pattern: RegExp; preload: ShellPreload }[] {
  const file = join(root, 'shell-preloads.json');
  if (!existsSync(file)) return [];
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as ShellPreload[];
  return preloads.map((preload) => ({ pattern: routePattern(preload.path), preload }));
}

/**
 * JSON inside `<script type="application/json">`: nothing in it may end the element or open a
 * comment (`</script>`, `<!--`), whatever a user typed into their name.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The id of the shell's session element, which apps/web/src/lib/session.ts reads. */
export const sessionElementId = 'session-user';

/** The routes with a prerendered page, as URL paths (`/`, `/auth/login`, …). */
function prerenderedRoutes(root: string): Set<string> {
  const dir = join(root, pagesDir, defaultLanguage);
  if (!existsSync(dir)) return new Set();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return new Set(
    files
      .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
      .map((f) => `/${f.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1')),
  );
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the built app shell's inline scripts:
 * the colour-scheme script of index.html, which every prerendered page repeats, inline so that
 * the first paint waits for no request. Only these may run inline under `script-src 'self'`.
 */
export function inlineScriptSources(root: string = builtWeb): string[] {
  const shell = join(root, 'index.html');
  if (!existsSync(shell)) return [];
  return [...readFileSync(shell, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

function setCacheHeaders(reply: FastifyReply, path: string, root: string) {
  const relative = path.slice(root.length).replace(/^\//, '');
  reply.header(
    'cache-control',
    hashedAssets.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Serves the built web app from the same origin: files precompressed at build time (Brotli,
 * gzip) by the visitor's Accept-Encoding, hashed assets cached for a year, documents
 * revalidated (ETag). A public route gets its prerendered page in the visitor's language;
 * any other non-API path gets the app shell, index.html.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const root = opts.root ?? builtWeb;
  if (!existsSync(root)) {
    app.log.warn(`No built web app in ${root}: run "npm run build" (npm start does it).`);
    return;
  }
  const routes = prerenderedRoutes(root);
  const shellFile = join(root, 'index.html');
  const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : '';
  const preloads = readPreloads(root);
  const sendPage = prerenderedPages(join(root, pagesDir), opts.appUrl, opts.pageHead);

  /**
   * The app shell. For a signed-in visitor (a valid session cookie) it names the user, so the
   * app's first render need not wait for GET /v1/api/user, and links the stylesheets of the
   * page asked for: the page waits for them, and linked here the browser reads them while the
   * scripts download, where the app's loader would add and parse them in its first task (the
   * modules and catalogs as well, when the build lists them). That answer is the visitor's own:
   * never stored by any cache (`private, no-store`), and varied on the cookie. The session
   * element is JSON data, not a script the browser runs, so the Content-Security-Policy needs
   * no hash for it.
   */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    // The shell differs by session, and a signed-in one names the catalogs of its language.
    reply.header('vary', 'cookie, accept-language');
    const user = opts.sessionUser && shell ? await opts.sessionUser(request) : undefined;
    if (!user) return reply.sendFile('index.html');
    const lang = documentLanguage(request);
    const preload = preloads.find(({ pattern }) => pattern.test(path))?.preload;
    const head = [
      `<script type="application/json" id="${sessionElementId}">${scriptJson(user)}</script>`,
      ...(preload?.styles ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...[...(preload?.scripts ?? []), ...(preload?.catalogs[lang] ?? [])].map(
        (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
      ),
    ].join('\n    ');
    reply.header('cache-control', 'private, no-store');
    return reply
      .type('text/html; charset=utf-8')
      .send(shell.replace('</head>', `  ${head}\n  </head>`));
  };
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => setCacheHeaders(reply, path, root),
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/v1/') || /\/[^/]+\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    const route = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (!routes.has(route)) return sendShell(request, reply, route);
    // The same URL answers in the visitor's language, chosen from these headers.
    reply.header('vary', 'cookie, accept-language');
    const lang = documentLanguage(request);
    if (opts.prerenderStale?.(route, lang)) return sendShell(request, reply, route);
    return sendPage(request, reply, route, lang);
  });
  if (opts.appUrl) registerCrawlerFiles(app, opts.appUrl, routes, opts.sitemapPages);
});

/** Pages a search engine has no use for: they show a form, not content. */
const unlisted = new Set(['/auth/forgot-password']);

/**
 * `/robots.txt` (the API and the signed-in areas are not for crawlers) and `/sitemap.xml`: each
 * prerendered public page in every language, with its alternates (decision 058).
 */
function registerCrawlerFiles(
  app: FastifyInstance,
  appUrl: string,
  routes: Set<string>,
  sitemapPages: WebOptions['sitemapPages'] = async () => [],
) {
  const config = { config: { access: 'public' as const }, schema: { hide: true } };
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...['/v1/', '/admin', '/dashboard', '/settings', '/distributions'].map(
      (path) => `Disallow: ${path}`,
    ),
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', config, (_, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  const alternates = (route: string) =>
    languages
      .map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(languageUrl(appUrl, route, l))}"/>`,
      )
      .join('');
  const inLanguages = (route: string, lastmod?: Date) =>
    languages.map(
      (lang) =>
        `<url><loc>${escapeXml(languageUrl(appUrl, route, lang))}</loc>${lastmodOf(lastmod)}${alternates(route)}</url>`,
    );
  const lastmodOf = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');
  const prerendered = [...routes]
    .filter((route) => !unlisted.has(route))
    .sort()
    .flatMap((route) => inLanguages(route));
  app.get('/sitemap.xml', config, async (_, reply) => {
    const own = (await sitemapPages()).flatMap(({ path, languages: each, lastmod }) =>
      each
        ? inLanguages(path, lastmod)
        : [`<url><loc>${escapeXml(`${appUrl}${path}`)}</loc>${lastmodOf(lastmod)}</url>`],
    );
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...prerendered,
      ...own,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap);
  });
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
