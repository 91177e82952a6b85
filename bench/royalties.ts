// Import of a 1,000,000-line distributor TSV (matching 10,000 tracks of 1,000 artists) on
// PostgreSQL, against a raw COPY of the same file into a plain table in the same run. The import
// runs in a child process (import-report-process.ts: importRoyaltyReport, as the route calls it) so its peak RSS
// is its own. Prints both times, lines/s, the peak RSS and the ratio (budget <= 3, RSS < 300 MB;
// decision 035 keeps the figures). Uses a throwaway database it creates and drops. Not a test.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { childImport, copyRaw, printAgainstCopy } from './import-against-copy.ts';
import { throwawayDatabase } from './throwaway-database.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
const load = (path: string): Promise<any> => import(new URL(path, import.meta.url).href);
const api = (path: string) => load(`../apps/api/src/${path}`);

const lineCount = Number(process.env.BENCH_LINES ?? 1_000_000);
/** BENCH_SPLITS=1: one release in five shares 30% with another artist, one in ten recoups. */
const withSplits = process.env.BENCH_SPLITS === '1';
const trackCount = 10_000;
const artistCount = 1_000;

const isrc = (i: number) => `QZBEN24${String(i).padStart(5, '0')}`;

/**
 * 1,000 artists (half on a paid plan), 10,000 releases of one track each, by a few statements.
 * Tracks keep their ISRC in canonical form (as the API stores it), so the report's lines match.
 */
async function seed(client: pg.Client) {
  await client.query(`
    insert into users (name, username, email, role)
      select 'Bench ' || g, 'bench_' || g, 'bench_' || g || '@example.com',
             case when g = 0 then 'admin' else 'user' end
      from generate_series(0, ${artistCount}) g;
    insert into plan_periods (user_id, plan_name, starts_at)
      select id, case when right(username, 1) in ('0','2','4','6','8') then 'pro' else 'lite' end,
             '2020-01-01' from users;
    insert into releases (owner_id, title, upc)
      select (select id from users where username = 'bench_' || (1 + g % ${artistCount})),
             'Release ' || g, lpad(g::text, 12, '0')
      from generate_series(0, ${trackCount - 1}) g;
    insert into tracks (release_id, position, title, isrc)
      select id, 1, title, 'QZ-BEN-24-' || lpad(upc::int::text, 5, '0') from releases;`);
  if (!withSplits) return;
  await client.query(`
    insert into splits (release_id, email, collaborator_id, basis_points, recoup_units,
                        token_hash, invited_at, expires_at, accepted_at)
      select r.id, u.email, u.id, 3000, case when r.g % 10 = 0 then 1000000000 else 0 end,
             'bench-' || r.id, '2020-01-01', '2020-01-15', '2020-01-02'
      from (select id, upc::int as g from releases) r
      join users u on u.username = 'bench_' || (1 + (r.g + 1) % ${artistCount})
      where r.g % 5 = 0;`);
}

/** The report: lines cycle through the tracks; one in 50 has an ISRC nobody has. */
async function writeReport(path: string) {
  const out = createWriteStream(path);
  const header =
    'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD\n';
  async function* lines() {
    yield header;
    const countries = ['TR', 'BR', 'US', 'DE', 'MX', 'PT'];
    let chunk = '';
    for (let i = 0; i < lineCount; i++) {
      const track = i % trackCount;
      const code = i % 50 === 49 ? `QZNOP24${String(i % 99_999).padStart(5, '0')}` : isrc(track);
      const earnings = `${i % 97}.${String(i % 100).padStart(2, '0')}${String(i % 999_999).padStart(6, '0')}`;
      chunk += `2024-04-15\t2024-0${1 + (i % 3)}\tSpotify\tBench ${track}\tSong ${track}\t${code}\t\t${1 + (i % 40)}\t${countries[i % 6]}\t${earnings}\n`;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk;
  }
  await pipeline(lines, out);
}

const importProcess = fileURLToPath(
  new URL('../apps/api/src/modules/royalties/import-report-process.ts', import.meta.url),
);

async function main() {
  const database = await throwawayDatabase('royalties', process.env.DATABASE_URL);
  const work = mkdtempSync(join(tmpdir(), 'soundpost-bench-royalties-'));
  try {
    const { openDatabase } = await api('db/client.ts');
    const { migrate } = await api('db/migrate.ts');
    const app = await openDatabase({ url: database.url });
    await migrate(app);
    await app.close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seed(client);
    const file = join(work, 'report.tsv');
    await writeReport(file);
    const size = statSync(file).size / 1024 ** 2;
    const splits = withSplits ? ', splits on one release in five' : '';
    console.log(`report: ${lineCount} lines, ${size.toFixed(0)} MB, ${trackCount} tracks${splits}`);
    const copyMs = await copyRaw(
      client,
      file,
      'bench_raw',
      `reporting_date date, sale_month text, store text, artist text, title text, isrc text,
       upc text, quantity int, country text, earnings numeric`,
    );
    const { rows } = await client.query(`select id from users where role = 'admin'`);
    await client.end();
    const run = await childImport(importProcess, database.url, file, rows[0].id);
    printAgainstCopy('', lineCount, copyMs, run);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
