import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, languages, type Language } from '@soundpost/contracts/locales';

/** Where a page is in each language: the route, with `?lang=` but for the default language. */
export function languageUrl(appUrl: string, route: string, lang: Language) {
  return `${appUrl}${route}${lang === defaultLanguage ? '' : `?lang=${lang}`}`;
}

/**
 * What search engines read in a public page's head (decision 058): its canonical address in
 * its language, and its alternates in every language, the default one also as `x-default`.
 */
export function languageLinks(appUrl: string, route: string, lang: Language): string {
  return [
    `<link rel="canonical" href="${languageUrl(appUrl, route, lang)}">`,
    ...languages.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${languageUrl(appUrl, route, l)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${languageUrl(appUrl, route, defaultLanguage)}">`,
  ].join('');
}

type Page = { html: Buffer; etag: string; encoded: Map<string, Buffer> };

// The best compression: each version of a page is compressed once, and sent many times.
const encoders = {
  br: (b: Buffer) =>
    brotliCompressSync(b, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  gzip: (b: Buffer) => gzipSync(b, { level: 9 }),
} as const;

/** The encoding to send: Brotli, else gzip, else none, as Accept-Encoding allows. */
function encodingFor(request: FastifyRequest): keyof typeof encoders | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Versions of pages kept at once (a page's data changes now and then; old ones are dropped). */
const keptPages = 200;

/**
 * The prerendered pages as sent: each read once, given its language links when the public
 * address is known (it is not at build time) and what `pageHead` adds, and compressed once per
 * encoding when first asked. Revalidated by ETag, never cached as fresh: a new build restarts
 * the server, and new data makes a new version.
 */
export function prerenderedPages(
  pagesRoot: string,
  appUrl: string | undefined,
  pageHead: (route: string, lang: Language) => Promise<string | null> = async () => null,
) {
  const pages = new Map<string, Page>();
  const pageOf = (route: string, lang: Language, extra: string): Page => {
    const key = `${lang}${route}\n${extra}`;
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= keptPages) pages.clear();
      const file = join(pagesRoot, lang, route === '/' ? '' : route, 'index.html');
      const text = readFileSync(file, 'utf8');
      const head = (appUrl ? languageLinks(appUrl, route, lang) : '') + extra;
      const html = Buffer.from(head ? text.replace('</head>', `${head}</head>`) : text);
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      page = { html, etag, encoded: new Map() };
      pages.set(key, page);
    }
    return page;
  };
  return async (request: FastifyRequest, reply: FastifyReply, route: string, lang: Language) => {
    const page = pageOf(route, lang, (await pageHead(route, lang)) ?? '');
    reply
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = encodingFor(request);
    reply.header('vary', 'cookie, accept-language, accept-encoding');
    if (!encoding) return reply.send(page.html);
    let body = page.encoded.get(encoding);
    if (!body) page.encoded.set(encoding, (body = encoders[encoding](page.html)));
    return reply.header('content-encoding', encoding).send(body);
  };
}
