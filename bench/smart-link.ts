// A smart link under a crowd of fans: the counted redirect to a store (GET /l/{slug}/{store},
// a 302) and the page itself, at BENCH_CONNECTIONS connections for BENCH_SECONDS seconds each,
// every request from an address of its own (X-Forwarded-For behind TRUST_PROXY), so each is a
// new visitor that the per-address limit lets through and that writes its hit. On PGlite and,
// when DATABASE_URL is set, on PostgreSQL. Budget: the redirect's p99 under 20 ms at 200
// connections (docs/decisions/050-smart-links.md), beside GET /v1/health under the same crowd,
// the floor the machine itself sets. Prints figures; it is not a test.
import autocannon from 'autocannon';
import { seedSmartLink, startSeededServer } from './seeded-server.ts';

const port = 3292;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const slug = 'bench-link';
const budgetP99Ms = 20;

let visitors = 0;
/** A new address per request: 10.x.y.z, about 16 million of them. */
const nextAddress = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

async function measure(url: string, expected: 200 | 302) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': nextAddress(),
            'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
          },
        }),
      },
    ],
  });
  const answered = expected === 302 ? result['3xx'] : result['2xx'];
  if (answered !== result.requests.total - result.errors || result.requests.total === 0) {
    throw new Error(`${url}: ${answered} of ${result.requests.total} answered ${expected}`);
  }
  return result;
}

async function run(label: string, databaseUrl?: string) {
  const seeded = { stores: [] as string[] };
  const { server, cleanUp } = await startSeededServer(
    port,
    databaseUrl,
    async ({ query, kind }) => {
      seeded.stores = (await seedSmartLink(query, slug)).stores;
      return `${label}: a live release's smart link with ${seeded.stores.length} stores on ${kind}`;
    },
    { TRUST_PROXY: 'true' },
  );
  try {
    const click = `${server.base}/l/${slug}/${seeded.stores[0]}`;
    await measure(click, 302); // warm-up
    // The floor this machine sets: the same crowd on a route that does nothing.
    const health = await measure(`${server.base}/v1/health`, 200);
    const redirect = await measure(click, 302);
    const page = await measure(`${server.base}/l/${slug}`, 200);
    for (const [name, r] of [
      ['health  ', health],
      ['redirect', redirect],
      ['page    ', page],
    ] as const) {
      console.log(
        `${label} ${name} ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms` +
          `  p99 ${r.latency.p99} ms`,
      );
    }
    return redirect.latency.p99;
  } finally {
    await cleanUp();
  }
}

const p99s = [await run('pglite')];
if (process.env.DATABASE_URL) p99s.push(await run('postgres', process.env.DATABASE_URL));
console.log(`connections ${connections}, ${seconds} s per measurement`);
const worst = Math.max(...p99s);
console.log(
  `redirect p99 ${worst} ms (budget < ${budgetP99Ms} ms at 200 connections): ` +
    (worst < budgetP99Ms ? 'within budget' : 'over budget'),
);
