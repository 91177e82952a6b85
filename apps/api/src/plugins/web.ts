import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { defaultLanguage, type Language } from '@soundpost/contracts/locales';
import { documentLanguage } from './web-language.ts';

const builtWeb = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Vite's output names carry a content hash: such a file never changes under its name. */
const hashedAssets = /^assets\//;
/** Prerendered public pages: `pages/<lang>/<route>/index.html` (apps/web/scripts/prerender.ts). */
const pagesDir = 'pages';

export type WebOptions = {
  root?: string;
  /** A public route whose prerendered copy is out of date in `lang` gets the app shell. */
  prerenderStale?: (route: string, lang: Language) => boolean;
};

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
    if (!routes.has(route)) return reply.sendFile('index.html');
    // The same URL answers in the visitor's language, chosen from these headers.
    reply.header('vary', 'cookie, accept-language');
    const lang = documentLanguage(request);
    if (opts.prerenderStale?.(route, lang)) return reply.sendFile('index.html');
    return reply.sendFile(`${pagesDir}/${lang}${route === '/' ? '' : route}/index.html`);
  });
});
