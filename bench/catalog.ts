// The public artist catalogue's search (GET /v1/catalog/artists) over BENCH_ARTISTS artists
// (100,000 by default, every one opted in: the catalogue's worst case), owned by one owner per
// twenty, a fifth of them with live releases and smart links. Each query shape below is asked
// BENCH_ROUNDS times, one request at a time, each from an address of its own (the route's limit
// is per address); the figure is the p95 of every answer's time as the client sees it. On
// PostgreSQL only (a throw-away database on DATABASE_URL's server, else the local default one).
// Budget: p95 under 50 ms (docs/decisions/057-artist-catalogue.md). Prints figures; it is not a
// test.
import { startSeededServer, type Query } from './seeded-server.ts';
import { defaultServer } from './throwaway-database.ts';

const port = 3293;
const artists = Number(process.env.BENCH_ARTISTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const budgetP95Ms = 50;

// Names from two word lists (12 x 16, each with a number where they repeat), so a word of a
// search finds a few hundred artists, as a common word does in a real catalogue.
const first = [
  'Luna',
  'Nova',
  'Velvet',
  'Golden',
  'Silent',
  'Electric',
  'Neon',
  'Wild',
  'Crimson',
  'Blue',
  'Midnight',
  'Paper',
];
const second = [
  'Lights',
  'Echo',
  'River',
  'Harbor',
  'Tigers',
  'Machines',
  'Saints',
  'Waves',
  'Garden',
  'Avenue',
  'Ghosts',
  'Orchestra',
  'Collective',
  'Dreams',
  'Parade',
  'Signal',
];
const countries = [
  'BR',
  'US',
  'PT',
  'ES',
  'MX',
  'TR',
  'GB',
  'DE',
  'FR',
  'AR',
  'CO',
  'NG',
  'IN',
  'JP',
  'KR',
  'ZA',
];
const genres = [
  'pop',
  'rock',
  'electronic',
  'hiphop',
  'jazz',
  'latin',
  'rnb',
  'folk',
  'metal',
  'world',
  'reggae',
  'country',
  'classical',
];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

async function seed(query: Query) {
  const owners = Math.max(1, Math.ceil(artists / 20));
  await query(
    `insert into users (name, username, email, first_name, last_name)
     select 'Owner ' || i, 'bench_owner_' || i, 'bench_owner_' || i || '@example.com', 'Legal', 'Name'
     from generate_series(1, $1) as i`,
    [owners],
  );
  // Followers spread like a real catalogue's: most have a few hundred, a few have millions.
  await query(
    `with owner as (select id, row_number() over (order by id) as n from users where username like 'bench_owner_%')
     insert into artists (owner_id, name, type, main_genre, country, followers, in_catalogue, created_at, updated_at, legal_first_name, legal_last_name)
     select owner.id,
       (${sqlArray(first)})[1 + i % ${first.length}] || ' ' || (${sqlArray(second)})[1 + (i / ${first.length}) % ${second.length}] || ' ' || (i / ${first.length * second.length}),
       'band',
       (${sqlArray(genres)})[1 + (i * 7) % ${genres.length}],
       (${sqlArray(countries)})[1 + (i * 13) % ${countries.length}],
       floor(exp(random() * 15))::int,
       true,
       date_trunc('milliseconds', now() - random() * interval '1000 days'),
       now(),
       'Legal', 'Name'
     from generate_series(1, $1) as i
     join owner on owner.n = 1 + i % $2`,
    [artists, owners],
  );
  await query(
    `insert into releases (owner_id, artist_id, title, status, created_at, updated_at)
     select owner_id, id, 'Release ' || n || ' of ' || name, 'live', now() - n * interval '30 days', now()
     from artists, generate_series(1, 3) as n
     where abs(hashtext(id::text)) % 5 = 0 and n <= 1 + abs(hashtext(id::text)) % 3`,
  );
  await query(
    `insert into smart_links (owner_id, release_id, slug, is_default, created_at, updated_at)
     select owner_id, id, 'bench-' || replace(id::text, '-', ''), true, now(), now() from releases`,
  );
  return `${artists} artists in the catalogue, ${owners} owners`;
}

let visitors = 0;
const address = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

type Page = { items: { id: string }[]; nextCursor: string | null };

async function ask(base: string, query: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(`${base}/v1/catalog/artists?${new URLSearchParams(query)}`, {
    headers: { 'x-forwarded-for': address() },
  });
  const page = (await res.json()) as Page;
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${JSON.stringify(query)}: ${res.status}`);
  return { ms, page };
}

/** A cursor `pages` pages deep in the order of `query`, walked as a visitor would. */
async function deepCursor(base: string, query: Record<string, string>, pages: number) {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const { page } = await ask(base, { ...query, ...(cursor ? { cursor } : {}) });
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

const pick = <T>(values: T[], i: number) => values[i % values.length]!;
/** The value under which `at` of the values fall. */
const quantile = (values: number[], at: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * at))]!;

const { server, cleanUp } = await startSeededServer(
  port,
  process.env.DATABASE_URL ?? defaultServer,
  async ({ query }) => seed(query),
  { TRUST_PROXY: 'true' },
);
try {
  const base = server.base;
  const deep = await deepCursor(base, { sort: 'followers', limit: '24' }, 100);
  const deepByName = await deepCursor(base, { sort: 'name', limit: '24' }, 100);
  const shapes: [string, (i: number) => Record<string, string>][] = [
    ['first page, most followers', () => ({})],
    ['by name', () => ({ sort: 'name' })],
    ['newest', () => ({ sort: 'newest' })],
    ['text, one word', (i) => ({ q: pick(second, i).toLowerCase().slice(0, 4) })],
    [
      'text, two words, by name',
      (i) => ({ q: `${pick(first, i)} ${pick(second, i * 5)}`, sort: 'name' }),
    ],
    ['country + genre', (i) => ({ country: pick(countries, i), genre: pick(genres, i * 3) })],
    [
      'country + genre, newest',
      (i) => ({ country: pick(countries, i), genre: pick(genres, i), sort: 'newest' }),
    ],
    ['genre, by name', (i) => ({ genre: pick(genres, i), sort: 'name' })],
    ['text + country', (i) => ({ q: pick(first, i), country: pick(countries, i * 7) })],
    ['page 101, most followers', () => ({ cursor: deep })],
    ['page 101, by name', () => ({ sort: 'name', cursor: deepByName })],
  ];
  for (let i = 0; i < 20; i++) await ask(base, shapes[i % shapes.length]![1](i)); // warm-up
  const all: number[] = [];
  for (const [label, shape] of shapes) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push((await ask(base, shape(i))).ms);
    all.push(...times);
    console.log(
      `${label.padEnd(28)} p50 ${quantile(times, 0.5).toFixed(1)} ms  p95 ${quantile(times, 0.95).toFixed(1)} ms`,
    );
  }
  const worst = quantile(all, 0.95);
  console.log(`${artists} artists, ${rounds} requests per query, ${all.length} in all`);
  console.log(
    `catalogue search p95 ${worst.toFixed(1)} ms (budget < ${budgetP95Ms} ms): ` +
      (worst < budgetP95Ms ? 'within budget' : 'over budget'),
  );
} finally {
  await cleanUp();
}
