// The web app as a visitor on a phone receives it: Lighthouse (mobile, simulated slow 4G and
// 4x CPU) with Debian's Chromium against the production build served by the API. Every page is
// measured BENCH_WEB_RUNS times (median). The public pages include a live release's smart link
// and its pre-save page, the pages artists share most (under 100 KB as transferred), the blog,
// a post and the artist catalogue. Signed-in pages are seen by a pro artist with a
// release and a year of analytics (facts and rollups, bench/analytics-data.ts): on PostgreSQL
// when DATABASE_URL is set (a throw-away database, created and dropped), else on PGlite (the
// server is stopped while the data is written, then started again on it).
// Run after `npm run build` (`npm run bench:web` does both). Prints figures; it is not a test.
// BENCH_WEB_PAGES=1 measures the first page of each kind only (the smoke run, with BENCH_WEB_RUNS=1).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  type BenchTrack,
  daysFrom,
  rebuildAllRollups,
  writeGeneratedFacts,
} from './analytics-data.ts';
import {
  type SeedTarget,
  seedPublicPages,
  seedSmartLink,
  startSeededServer,
} from './seeded-server.ts';

const port = Number(process.env.BENCH_WEB_PORT ?? 3291);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const pages = Number(process.env.BENCH_WEB_PAGES ?? Infinity);
const factsPerDay = Number(process.env.BENCH_WEB_FACTS_PER_DAY ?? 300);
// BENCH_WEB_PATHS=/dashboard,/analytics measures only those pages (to compare builds quickly).
const only = process.env.BENCH_WEB_PATHS?.split(',');
const chosen = (paths: string[]) =>
  only ? paths.filter((path) => only.includes(path)) : paths.slice(0, pages);
const smartLinkSlug = 'bench-link';
const presaveKey = 'benchpresave01';
const postSlug = 'bench-first-single';
const publicPaths = chosen([
  '/',
  '/auth/login',
  `/l/${smartLinkSlug}`,
  `/release/${presaveKey}`,
  '/blog',
  `/blog/${postSlug}`,
  '/artists-catalog',
  '/free-music-distribution',
  '/music-distribution-and-monetization',
]);
// The wizard's first step at the address the app links to (/distributions/new redirects there).
const signedInPaths = chosen(['/dashboard', '/analytics', '/distributions/new/basic-info']);
const budget = {
  performance: 95,
  accessibility: 95,
  seo: 95,
  lcpMs: 2500,
  landingBytes: 200 * 1024,
  sharedPageBytes: 100 * 1024,
};
/** The pages fans open from a shared link, which get the smaller byte budget. */
const isSharedPage = (path: string) => path.startsWith('/l/') || path.startsWith('/release/');
const signedInBudget = { performance: 90, accessibility: 95 };
const reportsDir = process.env.BENCH_WEB_REPORTS;
const trackCount = 12;
const storeCount = 5;

type Figures = {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of this machine's CPU: its simulation scales what it observed. */
  benchmarkIndex: number;
};

async function audit(
  url: string,
  chromePort: number,
  cookie?: string,
  attempt = 1,
): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  // Chromium now and then records a trace without its navigation start; another run has it.
  if (runtimeError?.code === 'NO_NAVSTART' && attempt < 3) {
    return audit(url, chromePort, cookie, attempt + 1);
  }
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  // BENCH_WEB_REPORTS=<dir> keeps each run's Lighthouse report, to see what it blames.
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr));
  }
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's total-byte-weight sums each response's transferSize: compressed bytes.
    bytes: value('total-byte-weight'),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianFigures(all: Figures[]): Figures {
  const keys = Object.keys(all[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as Figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function print(path: string, f: Figures) {
  console.log(
    `${path.padEnd(20)} perf ${String(f.performance).padStart(3)}  a11y ${String(f.accessibility).padStart(3)}` +
      `  SEO ${String(f.seo).padStart(3)}` +
      `  LCP ${(f.lcp / 1000).toFixed(2)} s  FCP ${(f.fcp / 1000).toFixed(2)} s` +
      `  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  transferred ${kb(f.bytes)}` +
      `  CPU index ${Math.round(f.benchmarkIndex)}`,
  );
}

/**
 * The signed-in user's account: the pro plan, an artist with a release of `trackCount` tracks,
 * a year of their analytics up to today with rollups, and a live release's smart link.
 */
async function seedAccount({ query, facts, database, kind }: SeedTarget) {
  const [user] = (await query('select id from users order by created_at limit 1')).rows;
  await query(
    `insert into subscriptions (user_id, plan_name) values ($1, 'pro')
     on conflict (user_id) do update set plan_name = 'pro'`,
    [user!.id],
  );
  const [artist] = (
    await query(
      `insert into artists (owner_id, name, type, main_genre, country)
       values ($1, 'Bench Artist', 'solo', 'pop', 'TR') returning id`,
      [user!.id],
    )
  ).rows;
  const [release] = (
    await query(
      `insert into releases (owner_id, artist_id, title, upc)
       values ($1, $2, 'Bench Release', '000000000017') returning id`,
      [user!.id, artist!.id],
    )
  ).rows;
  const tracks: BenchTrack[] = [];
  for (let p = 1; p <= trackCount; p++) {
    const isrc = `QZBEW${String(p).padStart(7, '0')}`;
    const [track] = (
      await query(
        `insert into tracks (release_id, position, title, isrc)
         values ($1, $2, $3, $4) returning id`,
        [release!.id, p, `Bench Song ${p}`, isrc],
      )
    ).rows;
    tracks.push({
      trackId: track!.id as string,
      releaseId: release!.id as string,
      artistId: artist!.id as string,
      isrc,
    });
  }
  const stores = (
    await query(`select id from stores order by major desc, id limit ${storeCount}`)
  ).rows.map((s) => s.id as string);
  const days = 365;
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const start = new Date(today - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const count = await writeGeneratedFacts(facts, {
    tracks,
    stores,
    first: start,
    days,
    rowsPerDay: factsPerDay,
  });
  await rebuildAllRollups(database, stores, daysFrom(start, days));
  const link = await seedSmartLink(query, smartLinkSlug);
  await seedPublicPages(query, link, { presaveKey, postSlug });
  return `signed-in account: pro, 1 artist, 1 release, ${count} analytics facts over a year on ${kind}`;
}

async function measure(url: string, chromePort: number, cookie?: string) {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await audit(url, chromePort, cookie));
  return medianFigures(all);
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A missing browser is an unhandled spawn error in chrome-launcher, which no catch sees.
if (!existsSync(chromePath)) throw new Error(`no browser at ${chromePath} (CHROME_PATH)`);
const { server, cookie, cleanUp } = await startSeededServer(
  port,
  process.env.DATABASE_URL,
  seedAccount,
);
// A browser that cannot start must not leave the server running.
const chrome = await chromeLauncher
  .launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  .catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
const failures: string[] = [];
try {
  console.log(`Lighthouse mobile (simulated throttling), median of ${runs} runs per page`);
  for (const path of publicPaths) {
    const f = await measure(server.base + path, chrome.port);
    print(path, f);
    if (f.performance < budget.performance) failures.push(`${path} performance ${f.performance}`);
    if (f.accessibility < budget.accessibility) {
      failures.push(`${path} accessibility ${f.accessibility}`);
    }
    if (f.lcp > budget.lcpMs) failures.push(`${path} LCP ${(f.lcp / 1000).toFixed(2)} s`);
    if (f.seo < budget.seo) failures.push(`${path} SEO ${f.seo}`);
    if (path === '/' && f.bytes > budget.landingBytes) failures.push(`/ ${kb(f.bytes)}`);
    if (isSharedPage(path) && f.bytes > budget.sharedPageBytes) {
      failures.push(`${path} ${kb(f.bytes)}`);
    }
  }
  console.log('Signed in as a pro artist with a year of analytics');
  for (const path of signedInPaths) {
    const f = await measure(server.base + path, chrome.port, cookie);
    print(path, f);
    if (f.performance < signedInBudget.performance) {
      failures.push(`${path} performance ${f.performance}`);
    }
    if (f.accessibility < signedInBudget.accessibility) {
      failures.push(`${path} accessibility ${f.accessibility}`);
    }
  }
} finally {
  chrome.kill();
  await cleanUp();
}
console.log(
  failures.length
    ? `over budget: ${failures.join(', ')}`
    : 'within budget (public pages: performance ≥ 95, accessibility ≥ 95, SEO ≥ 95, LCP ≤ 2.5 s, ' +
        '/ ≤ 200 KB, a smart link and a pre-save page ≤ 100 KB; signed-in pages: performance ≥ 90, accessibility ≥ 95)',
);
