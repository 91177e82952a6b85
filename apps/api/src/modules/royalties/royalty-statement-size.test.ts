import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { testServerUrl } from '../../test/postgres.ts';
import { releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
let base: string;
let cookie: string;
const size = 1_000_000;
const groupSize = 500_000;

/**
 * One artist's month of `size` lines, written by generate_series straight into the lines and
 * their groups (as an import leaves them, decision 035), without going through the importer; the
 * ledger gets the import's transaction crediting the artist their parts.
 */
async function seedMonth(userId: string) {
  const { release, track, isrc } = await releaseWithTrack(t, userId);
  const importId = crypto.randomUUID();
  const run = (text: string, values: unknown[] = []) => t.database.executeSql(text, values);
  await run(
    `insert into royalty_imports (id, store, period, currency, content_hash, filename, line_count,
       matched_count, total, created_at)
     values ($1::uuid, 'Spotify', '2024-05', 'USD', $1::text, 'month.tsv', $2, $2, 0, '2024-06-15T10:00:00Z')`,
    [importId, size],
  );
  const { rows } = await run(
    `insert into royalty_line_groups (import_id, status, track_id, release_id, owner_id,
       share_percent, posted_at, created_at, line_numbers)
     select $1, 'matched', $2, $3, $4, 85, '2024-06-15T10:00:00Z', '2024-06-15T10:00:00Z',
       array(select generate_series(first, least(first + $6::int - 1, $5::int)))
     from generate_series(1, $5::int, $6::int) first
     returning id`,
    [importId, track.id, release.id, userId, size, groupSize],
  );
  const groups = (rows as { id: string }[]).map((row) => row.id);
  await run(
    `insert into royalty_lines (id, group_id, line_number, sale_month, store, artist, title, isrc,
       upc, quantity, country, amount)
     select royalty_line_id($1, n), ($2::bigint[])[1 + (n - 1) / $5], n, '2024-05-01',
       (array['Spotify', 'Apple Music', 'Deezer'])[1 + n % 3], 'Artist', 'Title', $3, '',
       1 + n % 5, 'US', case when n % 100 = 0 then -50000 else 1000 + n % 997 end
     from generate_series(1, $4) n`,
    [importId, groups, isrc, size, groupSize],
  );
  const { rows: sums } = await run(
    `select sum(royalty_owner_share(amount, 85))::text as total from royalty_lines`,
  );
  const total = (sums[0] as { total: string }).total;
  await run(
    `with accounts as (
       insert into ledger_accounts (key, kind, user_id)
       values ('artist_royalties:' || $2, 'artist_royalties', $2::uuid),
         ('store_receivable:' || $1, 'store_receivable', null)
       returning id, kind),
     posted as (
       insert into ledger_transactions (id, kind, posted_at)
       values (gen_random_uuid(), 'royalty_import', '2024-06-15T10:00:00Z') returning id)
     insert into ledger_postings (transaction_id, account_id, amount)
     select posted.id, accounts.id,
       case when accounts.kind = 'artist_royalties' then $3::bigint else -$3::bigint end
     from posted, accounts`,
    [importId, userId, total],
  );
  return total;
}

/**
 * On PostgreSQL only: PGlite runs its queries in the API's own thread, so there a month's query
 * holds up other requests whatever the statement does (decision 026).
 */
describe.runIf(testServerUrl())('a month of a million lines', () => {
  let total: string;
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off' });
    const user = await createUser(t);
    cookie = await signIn(t, user);
    total = await seedMonth(user.id);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t.close(), 120_000);

  /** V8's full collection, so what the heap holds is what is alive. */
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const liveHeap = () => {
    collect();
    return process.memoryUsage().heapUsed;
  };

  /**
   * Runs `download` while asking /v1/health again as soon as it answers: the slowest answer, and
   * the peak of the live heap (after a full collection, every 250 ms) above what it was before.
   * The app and the test's client share the process, so a statement held whole would show.
   */
  async function whileHealthWatched(download: () => Promise<void>) {
    const liveBefore = liveHeap();
    let peakLive = liveBefore;
    let slowest = 0;
    let done = false;
    const watching = (async () => {
      while (!done) {
        const started = performance.now();
        expect((await fetch(`${base}/v1/health`)).status).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const sampling = setInterval(() => {
      peakLive = Math.max(peakLive, liveHeap());
    }, 250);
    const started = performance.now();
    try {
      await download();
    } finally {
      done = true;
      clearInterval(sampling);
      await watching;
    }
    const figures = {
      lines: size,
      seconds: Math.round(performance.now() - started) / 1000,
      slowestHealthMs: Math.round(slowest),
      liveHeapGrowthMb: Math.round((peakLive - liveBefore) / 1e6),
    };
    console.log(figures);
    return figures;
  }

  /**
   * Other requests are answered while a statement is built: no health check waits for as much
   * as half the build (the first version stalled the API for all of it). Relative, so a busy CI
   * machine, which slows both, does not fail it; on CI's two cores, beside the PGlite pass, the
   * PDF's 7–8 s build saw single health checks of 1.4 and 2.5 s (a tenth, the former limit,
   * failed there twice in one day), on a quiet machine under a tenth.
   */
  const expectNoStall = (figures: { seconds: number; slowestHealthMs: number }) =>
    expect(figures.slowestHealthMs).toBeLessThan(figures.seconds * 500);

  const get = (path: string) =>
    fetch(`${base}${path}`, { headers: { cookie, origin: testOrigin } });

  it('streams a month of lines as CSV while other requests are answered', async () => {
    let lines = 0;
    let tail = '';
    const figures = await whileHealthWatched(async () => {
      const res = await get('/v1/royalties/statements/2024-06.csv');
      expect(res.status).toBe(200);
      const decoder = new TextDecoder();
      for await (const chunk of res.body!) {
        const text = tail + decoder.decode(chunk, { stream: true });
        const cut = text.lastIndexOf('\r\n');
        lines += text.slice(0, cut + 2).split('\r\n').length - 1;
        tail = text.slice(cut + 2);
      }
    });
    expect(lines).toBe(size + 2);
    expectNoStall(figures);
    // Constant memory: a batch of 2,000 rows at a time. Holding the month (the first version)
    // took 1.3 GB at half this size; its rows alone are more than 300 MB.
    expect(figures.liveHeapGrowthMb).toBeLessThan(40);
    // A time limit, not a budget (what is checked is the health answers and the memory): a CI
    // machine running both test lanes once took over 5 minutes, and the stream it left running
    // then slowed the next test's pages.
  }, 600_000);

  it('lists the entries of a million lines a page at a time, newest first', async () => {
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await get(path);
      const ms = Math.round(performance.now() - started);
      expect(res.status).toBe(200);
      type Entry = { status: string; lineId: string; report: { lineNumber: number } };
      return { ms, body: (await res.json()) as { items: Entry[]; nextCursor: string } };
    };
    const first = await timed('/v1/royalties/entries?limit=100');
    expect(first.body.items).toHaveLength(100);
    expect(first.body.items[0]).toMatchObject({ status: 'available' });
    expect(first.body.items[0]!.report.lineNumber).toBe(size);
    const next = await timed(`/v1/royalties/entries?limit=100&cursor=${first.body.nextCursor}`);
    expect(next.body.items[0]!.report.lineNumber).toBe(size - 100);
    const store = await timed('/v1/royalties/entries?limit=100&store=Deezer');
    const one = await timed(`/v1/royalties/entries/${next.body.items[50]!.lineId}`);
    const figures = { first: first.ms, next: next.ms, store: store.ms, one: one.ms };
    console.log({ lines: size, entriesMs: figures });
    // 8 to 9 s each at half this size before the walk (decision 037); milliseconds now, with
    // room for a busy machine.
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(2000);
  }, 60_000);

  it('sums the month into a PDF while other requests are answered', async () => {
    let pdf = Buffer.alloc(0);
    const figures = await whileHealthWatched(async () => {
      const res = await get('/v1/royalties/statements/2024-06.pdf');
      expect(res.status).toBe(200);
      pdf = Buffer.from(await res.arrayBuffer());
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(total).toMatch(/^\d+$/);
    expectNoStall(figures);
    expect(figures.liveHeapGrowthMb).toBeLessThan(40);
  }, 300_000);
});
