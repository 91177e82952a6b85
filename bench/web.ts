// The web app as a visitor on a phone receives it: Lighthouse (mobile, simulated slow 4G and
// 4x CPU) with Debian's Chromium against the production build served by the API. Public pages
// are measured BENCH_WEB_RUNS times (median); signed-in pages once, for their bytes.
// Run after `npm run build` (`npm run bench:web` does both). Prints figures; it is not a test.
// BENCH_WEB_PAGES=1 measures the first page of each kind only (the smoke run, with BENCH_WEB_RUNS=1).
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signUp, startServer } from './start-server.ts';

const port = Number(process.env.BENCH_WEB_PORT ?? 3291);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const pages = Number(process.env.BENCH_WEB_PAGES ?? 2);
const publicPaths = ['/', '/auth/login'].slice(0, pages);
const signedInPaths = ['/dashboard', '/distributions/new'].slice(0, pages);
const budget = { performance: 95, accessibility: 95, lcpMs: 2500, landingBytes: 200 * 1024 };

type Figures = {
  performance: number;
  accessibility: number;
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
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  // Chromium now and then records a trace without its navigation start; another run has it.
  if (runtimeError?.code === 'NO_NAVSTART' && attempt < 3) {
    return audit(url, chromePort, cookie, attempt + 1);
  }
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
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
      `  LCP ${(f.lcp / 1000).toFixed(2)} s  FCP ${(f.fcp / 1000).toFixed(2)} s` +
      `  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  transferred ${kb(f.bytes)}` +
      `  CPU index ${Math.round(f.benchmarkIndex)}`,
  );
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A missing browser is an unhandled spawn error in chrome-launcher, which no catch sees.
if (!existsSync(chromePath)) throw new Error(`no browser at ${chromePath} (CHROME_PATH)`);
const server = await startServer(port);
// A browser that cannot start must not leave the server running.
const chrome = await chromeLauncher
  .launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  .catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
const failures: string[] = [];
try {
  console.log(`Lighthouse mobile (simulated throttling), median of ${runs} runs per public page`);
  for (const path of publicPaths) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await audit(server.base + path, chrome.port));
    const f = medianFigures(all);
    print(path, f);
    if (f.performance < budget.performance) failures.push(`${path} performance ${f.performance}`);
    if (f.accessibility < budget.accessibility) {
      failures.push(`${path} accessibility ${f.accessibility}`);
    }
    if (f.lcp > budget.lcpMs) failures.push(`${path} LCP ${(f.lcp / 1000).toFixed(2)} s`);
    if (path === '/' && f.bytes > budget.landingBytes) failures.push(`/ ${kb(f.bytes)}`);
  }
  const cookie = await signUp(server.base);
  console.log('Signed in (lazy routes; bytes for a first visit, one run each)');
  for (const path of signedInPaths) {
    print(path, await audit(server.base + path, chrome.port, cookie));
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(
  failures.length
    ? `over budget: ${failures.join(', ')}`
    : 'within budget (performance ≥ 95, accessibility ≥ 95, LCP ≤ 2.5 s, / ≤ 200 KB)',
);
