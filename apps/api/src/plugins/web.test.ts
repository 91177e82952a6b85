import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../test/app.ts';
import { inlineScriptSources, scriptJson, webPlugin } from './web.ts';

const script = 'console.log("a hashed chunk");'.repeat(100);
/** The app shell, with an inline script as the colour-scheme one. */
const shell = '<head><script>setScheme();</script></head><div id="root"></div>';
let root: string;
let web: FastifyInstance;

/** A built web app in miniature: the shell, a hashed chunk with its precompressed twins, pages. */
function writeBuild(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(script));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'soundpost-web-'));
  writeBuild({
    'index.html': shell,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'assets/index-abc123.js': script,
    'pages/en/index.html': '<h1>Distribute your music</h1>',
    'pages/es/index.html': '<h1>Distribuye tu música</h1>',
    'pages/tr/index.html': '<h1>Müziğinizi dağıtın</h1>',
    'pages/en/auth/login/index.html': '<h1>Sign in</h1>',
    'pages/es/auth/login/index.html': '<h1>Iniciar sesión</h1>',
    'pages/en/terms-and-conditions/index.html': '<h1>Default terms</h1>',
    'pages/es/terms-and-conditions/index.html': '<h1>Condiciones por defecto</h1>',
    'shell-preloads.json': JSON.stringify([
      {
        path: '/dashboard',
        scripts: ['assets/dashboard-1.js', 'assets/Card-2.js'],
        styles: ['assets/signed-in-3.css'],
        catalogs: { en: ['assets/common-en.js'], es: ['assets/common-es.js'] },
      },
      {
        path: '/distributions/new/:step?',
        scripts: ['assets/wizard-4.js'],
        styles: [],
        catalogs: { en: ['assets/wizard-en.js'] },
      },
    ]),
  });
  web = Fastify();
  await web.register(cookie);
  // As if the operator had their own Spanish terms.
  const prerenderStale = (route: string, lang: string) =>
    route === '/terms-and-conditions' && lang === 'es';
  // Two visitors, told apart by their session cookie; one typed markup into their name.
  const users: Record<string, object> = {
    ann: { _id: 'u-ann', name: 'Ann </script><script>alert(1)</script> <!-- &', freeze: false },
    bob: { _id: 'u-bob', name: 'Bob', freeze: false },
  };
  const sessionUser = async (request: { cookies: Record<string, string | undefined> }) =>
    users[request.cookies.session ?? ''];
  await web.register(webPlugin, { root, prerenderStale, sessionUser });
});
afterAll(async () => {
  await web.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });

describe('web app files', () => {
  it('sends the Brotli twin when the browser accepts it, with Vary: Accept-Encoding', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and revalidates unhashed files', async () => {
    const hashed = await get('/assets/index-abc123.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await get('/favicon.svg');
    expect(unhashed.headers['cache-control']).toBe('no-cache');
    expect(unhashed.headers.etag).toBeTruthy();
  });

  it('answers the app shell for other paths, no-cache with an ETag that revalidates', async () => {
    const res = await get('/dashboard');
    expect(res.body).toBe(shell);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toBeTruthy();
    expect((await get('/dashboard', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it("lets the shell's inline scripts run by their hash (CSP), and only those", () => {
    const sha = createHash('sha256').update('setScheme();').digest('base64');
    expect(inlineScriptSources(root)).toEqual([`'sha256-${sha}'`]);
    expect(inlineScriptSources(join(root, 'no-build'))).toEqual([]);
  });

  it('answers a missing file with 404, not the shell', async () => {
    expect((await get('/assets/missing-abc.js')).statusCode).toBe(404);
  });
});

describe('prerendered public pages', () => {
  it('picks the stored choice (cookie) first, then ?lang=, then Accept-Language', async () => {
    const es = { cookie: 'language=es', 'accept-language': 'tr' };
    expect((await get('/?lang=tr', es)).body).toContain('Distribuye');
    expect((await get('/?lang=es', { 'accept-language': 'tr' })).body).toContain('Distribuye');
    expect((await get('/', { 'accept-language': 'fr-FR, tr;q=0.8, es;q=0.5' })).body).toContain(
      'Müziğinizi',
    );
    expect((await get('/', { 'accept-language': 'de' })).body).toContain('Distribute');
  });

  it('serves nested routes, with or without a trailing slash', async () => {
    expect((await get('/auth/login/', { cookie: 'language=es' })).body).toContain('Iniciar');
    expect((await get('/auth/login')).body).toContain('Sign in');
  });

  it('sends the app shell where the prerendered copy is out of date in that language', async () => {
    expect((await get('/terms-and-conditions')).body).toContain('Default terms');
    const es = await get('/terms-and-conditions', { cookie: 'language=es' });
    expect(es.body).toBe(shell);
  });

  it('says which request headers chose the page and must be revalidated', async () => {
    const res = await get('/auth/login');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers.vary).toMatch(/cookie, accept-language/i);
  });
});

/** The user a shell names (its session element's JSON), or null. */
const namedUser = (html: string) => {
  const json = /<script type="application\/json" id="session-user">(.*?)<\/script>/s.exec(html);
  return json ? (JSON.parse(json[1]!) as { _id: string; name: string }) : null;
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]*href="\/([^"]+)"/g)].map(
    ([, rel, file]) => `${rel} ${file}`,
  );

describe('the app shell of a signed-in visitor', () => {
  it("names the visitor's own user, and nobody's without a session", async () => {
    expect(namedUser((await get('/dashboard', { cookie: 'session=ann' })).body)?._id).toBe('u-ann');
    const bob = (await get('/dashboard', { cookie: 'session=bob' })).body;
    expect(namedUser(bob)?._id).toBe('u-bob');
    expect(bob).not.toContain('u-ann');
    for (const headers of [{}, { cookie: 'session=nobody' }] as Record<string, string>[]) {
      const res = await get('/dashboard', headers);
      expect(res.body).toBe(shell);
      expect(preloads(res.body)).toEqual([]);
    }
  });

  it('is never stored by a cache, and says it differs by cookie', async () => {
    const res = await get('/dashboard', { cookie: 'session=ann' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/cookie/i);
    // The signed-out shell stays revalidated, and varies on the cookie too.
    const anonymous = await get('/dashboard');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.etag).toBeDefined();
    expect(anonymous.headers.vary).toMatch(/cookie/i);
  });

  it('keeps what a user typed from ending the element or running', async () => {
    const html = (await get('/dashboard', { cookie: 'session=ann' })).body;
    expect(namedUser(html)?.name).toBe('Ann </script><script>alert(1)</script> <!-- &');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the colour scheme's and the session's
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(scriptJson({ a: '\u2028</script>' })).toBe('{"a":"\\u2028\\u003c/script\\u003e"}');
  });

  it("links the page's stylesheet and preloads its modules and catalogs in the visitor's language", async () => {
    const en = (await get('/dashboard', { cookie: 'session=bob' })).body;
    expect(preloads(en)).toEqual([
      'stylesheet assets/signed-in-3.css',
      'modulepreload assets/dashboard-1.js',
      'modulepreload assets/Card-2.js',
      'modulepreload assets/common-en.js',
    ]);
    expect(en).toContain('<link rel="stylesheet" href="/assets/signed-in-3.css">');
    const es = await get('/dashboard/', { cookie: 'session=bob; language=es' });
    expect(preloads(es.body)).toContain('modulepreload assets/common-es.js');
    expect(preloads(es.body)).not.toContain('modulepreload assets/common-en.js');
    for (const path of ['/distributions/new', '/distributions/new/basic-info']) {
      const wizard = (await get(path, { cookie: 'session=bob' })).body;
      expect(preloads(wizard)).toEqual([
        'modulepreload assets/wizard-4.js',
        'modulepreload assets/wizard-en.js',
      ]);
    }
    // A page without a list gets the session alone; a prerendered public page stays as it is.
    const other = (await get('/distributions', { cookie: 'session=bob' })).body;
    expect(namedUser(other)?._id).toBe('u-bob');
    expect(preloads(other)).toEqual([]);
    expect(
      preloads((await get('/distributions/new/basic-info/extra', { cookie: 'session=bob' })).body),
    ).toEqual([]);
    const landing = await get('/', { cookie: 'session=bob' });
    expect(landing.body).toBe('<h1>Distribute your music</h1>');
  });
});

describe('API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses JSON above 1 KB on the fly, and leaves small answers alone', async () => {
    const big = await request(t.app).get('/v1/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await request(t.app).get('/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('what search engines read', () => {
  let site: FastifyInstance;
  let siteRoot: string;
  let data = '<script type="application/ld+json">{"v":1}</script>';
  beforeAll(async () => {
    siteRoot = mkdtempSync(join(tmpdir(), 'soundpost-web-seo-'));
    const page = (text: string) =>
      `<html><head><title>${text}</title></head><body>${text}</body></html>`;
    for (const [path, text] of Object.entries({
      'index.html': shell,
      'pages/en/index.html': page('Distribute'),
      'pages/pt/index.html': page('Distribua'),
      'pages/en/auth/forgot-password/index.html': page('Forgot'),
    })) {
      mkdirSync(dirname(join(siteRoot, path)), { recursive: true });
      writeFileSync(join(siteRoot, path), text);
    }
    site = Fastify();
    await site.register(cookie);
    await site.register(webPlugin, {
      root: siteRoot,
      appUrl: 'https://music.example',
      sitemapPages: async () => [
        { path: '/blog', languages: true },
        { path: '/blog/first-post', languages: false, lastmod: new Date('2026-05-01T00:00:00Z') },
      ],
      pageHead: async (route) => (route === '/' ? data : null),
    });
  });
  afterAll(async () => {
    await site.close();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  it("names each page's canonical address in its language and its alternates in all four", async () => {
    const res = await site.inject({ url: '/?lang=pt' });
    const head = /<head>(.*)<\/head>/s.exec(res.body)![1]!;
    expect(head).toContain('<link rel="canonical" href="https://music.example/?lang=pt">');
    for (const [lang, href] of [
      ['en', 'https://music.example/'],
      ['es', 'https://music.example/?lang=es'],
      ['pt', 'https://music.example/?lang=pt'],
      ['tr', 'https://music.example/?lang=tr'],
      ['x-default', 'https://music.example/'],
    ]) {
      expect(head).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
  });

  it("adds the page's current data to its head, a new version when the data changes", async () => {
    const first = await site.inject({ url: '/' });
    expect(first.body).toMatch(/\{"v":1\}<\/script><\/head>/);
    data = '<script type="application/ld+json">{"v":2}</script>';
    const second = await site.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('{"v":2}');
    expect((await site.inject({ url: '/?lang=pt' })).body).toContain('{"v":2}');
  });

  it('sends the page compressed as asked, and answers 304 to its ETag', async () => {
    const br = await site.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Distribute');
    const again = await site.inject({
      url: '/',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists the public pages in every language in the sitemap, and points robots at it', async () => {
    const sitemap = await site.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://music.example/',
      'https://music.example/?lang=es',
      'https://music.example/?lang=pt',
      'https://music.example/?lang=tr',
      'https://music.example/blog',
      'https://music.example/blog?lang=es',
      'https://music.example/blog?lang=pt',
      'https://music.example/blog?lang=tr',
      'https://music.example/blog/first-post',
    ]);
    expect(sitemap.body).toContain(
      '<loc>https://music.example/blog/first-post</loc><lastmod>2026-05-01T00:00:00.000Z</lastmod>',
    );
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="tr" href="https://music.example/?lang=tr"/>',
    );
    const robots = await site.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /v1/');
    expect(robots.body).toContain('Sitemap: https://music.example/sitemap.xml');
  });

  it('serves no sitemap where the public address is not given', async () => {
    expect((await get('/sitemap.xml')).statusCode).toBe(404);
  });
});
