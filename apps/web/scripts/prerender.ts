// Writes every public route (src/app/public-routes.ts) in every language as a real HTML page,
// dist/pages/<lang>/<route>/index.html: the built index.html with the rendered app in #root,
// the page's title and description, its stylesheets and the modules it starts with. Runs
// after the client build and the SSR build of src/entry-server.tsx (package.json "build").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Beasties from 'beasties';
import type * as EntryServer from '../src/entry-server.tsx';

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestEntry>;
type Server = typeof EntryServer;

const dist = new URL('../dist/', import.meta.url).pathname;
const server = (await import(
  new URL('../dist-ssr/entry-server.js', import.meta.url).href
)) as Server;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
/**
 * The manifest's key of a module's chunk: the module itself when it is the chunk's face, else
 * the chunk the signed-in pages' groups put it in (scripts/chunk-plan.ts).
 */
const chunkOfModule = JSON.parse(
  readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'),
) as Record<string, string>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
const manifestKey = (module: string): string | undefined =>
  manifest[module] ? module : keyOfFile.get(chunkOfModule[module] ?? '');

/** A manifest entry's chunk files and stylesheets, with those of everything it imports. */
function assetsOf(keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    // A module that only imports stylesheets is a stylesheet itself in the manifest.
    (entry.file.endsWith('.css') ? styles : scripts).add(entry.file);
    entry.css?.forEach((css) => styles.add(css));
    entry.imports?.forEach(visit);
  };
  keys.forEach((key) => visit(manifestKey(key) ?? key));
  return { scripts, styles };
}

/** A page's own stylesheet: small ones inline (no request before the first paint), large linked. */
function stylesheet(file: string): string {
  const css = readFileSync(join(dist, file), 'utf8');
  return css.length <= inlineLimit
    ? `<style>${css}</style>`
    : `<link rel="stylesheet" href="/${file}">`;
}

/**
 * The stylesheets index.html links (the layout's, a few KB) go into the page itself: the
 * first paint waits for no other request.
 */
function inlineStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, file: string) => {
      const css = readFileSync(join(dist, file), 'utf8');
      return `<style>${css}</style>`;
    },
  );
}

const inlineLimit = 8 * 1024;

/**
 * A page() route's Mantine sheet (form-styles.ts, or every style in app-styles.ts, 250 KB):
 * the rules its HTML uses go inline; the whole sheet is not linked: the page's route loads it
 * when it runs (router.tsx, page()), so it never blocks the first paint.
 */
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});

const sheetModules = { form: 'src/app/form-styles.ts', app: 'src/app/app-styles.ts' };
const withoutSheet = (html: string, module: string) => {
  const file = manifest[module]!.file;
  return html
    .replace(new RegExp(`<noscript><link rel="stylesheet" href="/${file}"></noscript>`), '')
    .replace(new RegExp(`<link rel="stylesheet" href="/${file}">`), '');
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What index.html loads already (the entry's scripts and stylesheets). */
const entryFiles = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
let pages = 0;
for (const route of server.publicRoutes) {
  const sheet = route.styles === 'public' ? undefined : sheetModules[route.styles];
  const own = assetsOf(sheet ? [route.page, sheet] : [route.page]);
  const head = [
    ...[...own.styles].filter((f) => !entryFiles.has(f)).map(stylesheet),
    ...[...own.scripts]
      // A form page's ~40 chunks, preloaded, would share the phone's link with the first
      // paint (Lighthouse: LCP 3.2 s instead of 2.0-2.5 s); the entry fetches them instead.
      .filter((f) => !entryFiles.has(f) && route.styles === 'public')
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  for (const language of server.languages) {
    const page = await server.renderPage(route.path, language);
    const html = inlineStylesheets(template)
      .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-prerendered="${route.path}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"[^>]*>/,
        `<meta name="description" content="${escape(page.description)}" />`,
      )
      .replace('</head>', `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
    if (!html.includes(page.html)) throw new Error(`index.html has no empty #root`);
    const document = sheet ? withoutSheet(await beasties.process(html), sheet) : html;
    const file = join(dist, 'pages', language, route.path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document);
    pages++;
  }
}

/**
 * What the server's app shell names for a signed-in visitor of each route of
 * src/app/shell-preloads.ts (the API's web plugin reads it): the route's stylesheets, and with
 * `modulePreload` its chunks with what they import and its catalogs in each language, minus
 * what index.html loads.
 *
 * `modulePreload` is off: measured with bench:web (decision 043), the dashboard's ~75 chunks and
 * catalogs named in the shell moved Lighthouse's simulated first paint from ≈3.1 s to ≈5 s (its
 * simulation counts every request the document starts as render-blocking) and its LCP not at
 * all (the phone's link is busy with the same bytes either way). The stylesheets, 2-3 files,
 * are still named: the page waits for them, and otherwise asks for them only once its chunk ran.
 */
const modulePreload = false;
const manifestFile = (key: string) => {
  const entry = manifest[manifestKey(key) ?? key];
  if (!entry) throw new Error(`shell-preloads.ts names ${key}, which the build does not have`);
  return entry.file;
};
const shellPreloads = server.shellPreloads.map((route) => {
  const modules = [...server.signedInLayoutModules, ...route.modules];
  modules.forEach(manifestFile);
  const own = assetsOf(modules);
  const notLoaded = (files: Set<string>) => [...files].filter((f) => !entryFiles.has(f));
  if (!modulePreload)
    return { path: route.path, styles: notLoaded(own.styles), scripts: [], catalogs: {} };
  return {
    path: route.path,
    scripts: notLoaded(own.scripts),
    styles: notLoaded(own.styles),
    catalogs: Object.fromEntries(
      server.languages.map((language) => [
        language,
        ['common', ...route.ns].map((ns) =>
          manifestFile(`../../packages/i18n/locales/${language}/${ns}.json`),
        ),
      ]),
    ),
  };
});
writeFileSync(join(dist, 'shell-preloads.json'), JSON.stringify(shellPreloads, null, 2));

console.log(
  `prerendered ${pages} pages (${server.publicRoutes.length} routes x ${server.languages.length} languages)`,
);
