// The API with the built web app on a throw-away database that a bench fills first: a
// signed-up user, then the bench's own rows. On PostgreSQL (a database created and dropped),
// or on PGlite (the server is stopped while the rows are
// written, since one process owns a PGlite directory, then started again on them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { api, type FactTarget } from './analytics-data.ts';
import { type BenchServer, signUp, startServer } from './start-server.ts';
import { throwawayDatabase } from './throwaway-database.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

/** What a bench's seed gets: SQL on the database, its COPY target, and the API's Database. */
export type SeedTarget = { query: Query; facts: FactTarget; database: any; kind: string };

/**
 * Starts the server on `port` with a signed-up user and what `seed` writes (it returns a line
 * to print): on a throw-away database of the PostgreSQL server at `databaseUrl`, else on PGlite.
 * Returns the server, the user's session cookie, and what removes it all.
 */
export async function startSeededServer(
  port: number,
  databaseUrl: string | undefined,
  seed: (target: SeedTarget) => Promise<string>,
  env: Record<string, string> = {},
): Promise<{ server: BenchServer; cookie: string; cleanUp: () => Promise<void> }> {
  const { openDatabase } = await api('db/client.ts');
  const started = performance.now();
  const report = (line: string) =>
    console.log(`${line} (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (databaseUrl) {
    const { url, drop: dropDatabase } = await throwawayDatabase('seeded', databaseUrl);
    let server: BenchServer | undefined;
    try {
      server = await startServer(port, url, { env });
      const cookie = await signUp(server.base);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const database = await openDatabase({ url });
      try {
        const query: Query = (t, v) => client.query(t, v);
        report(await seed({ query, facts: { pg: client }, database, kind: 'PostgreSQL' }));
        await client.query('vacuum analyze');
      } finally {
        await database.close();
        await client.end();
      }
      const running = server;
      return { server, cookie, cleanUp: () => running.stop().then(dropDatabase) };
    } catch (error) {
      await server?.stop();
      await dropDatabase();
      throw error;
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-bench-seeded-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const first = await startServer(port, undefined, { dataDir, env });
    const cookie = await signUp(first.base).finally(first.stop);
    const pglite = await PGlite.create(join(dataDir, 'db'));
    const database = await openDatabase({ pglite });
    try {
      const query: Query = (t, v) => pglite.query(t, v);
      report(await seed({ query, facts: { pglite }, database, kind: 'PGlite' }));
      await pglite.query('analyze');
    } finally {
      await database.close();
    }
    const server = await startServer(port, undefined, { dataDir, env });
    return { server, cookie, cleanUp: () => server.stop().then(removeDir) };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

/**
 * A live release of the first user's (with an artist of its own) and its smart link at
 * `/l/{slug}`, with a button for each of the first five stores.
 */
export async function seedSmartLink(query: Query, slug: string) {
  const [user] = (await query('select id from users order by created_at limit 1')).rows;
  const [artist] = (
    await query(
      `insert into artists (owner_id, name, type, main_genre, country)
       values ($1, 'Bench Link Artist', 'solo', 'pop', 'BR') returning id`,
      [user.id],
    )
  ).rows;
  // The stores whose search template gives a button somewhere, as a delivered release has.
  const stores = (
    await query(
      `select id from stores where link_template is not null order by major desc, id limit 5`,
    )
  ).rows;
  const storeIds = stores.map((s) => s.id as string);
  const [release] = (
    await query(
      `insert into releases (owner_id, artist_id, title, upc, status, store_ids)
       values ($1, $2, 'Bench Link Release', '000000000024', 'live', $3) returning id`,
      [user.id, artist.id, JSON.stringify(storeIds)],
    )
  ).rows;
  await query(
    `insert into smart_links (owner_id, release_id, slug, stores, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now())`,
    [
      user.id,
      release.id,
      slug,
      JSON.stringify(stores.map((s) => ({ storeId: s.id, enabled: true }))),
    ],
  );
  return {
    userId: user.id as string,
    artistId: artist.id as string,
    releaseId: release.id as string,
    stores: storeIds,
  };
}

/**
 * The other pages fans and visitors open from a shared link or a search: the smart link's
 * release gets a pre-save campaign (`/release/{presaveKey}`), its artist joins the public
 * catalogue, and the blog gets a published post of about 900 words (`/blog/{postSlug}`).
 */
export async function seedPublicPages(
  query: Query,
  seeded: { userId: string; artistId: string; releaseId: string },
  names: { presaveKey: string; postSlug: string },
) {
  await query(`update artists set in_catalogue = true where id = $1`, [seeded.artistId]);
  await query(
    `insert into presave_campaigns (owner_id, release_id, key, created_at)
     values ($1, $2, $3, now())`,
    [seeded.userId, seeded.releaseId, names.presaveKey],
  );
  const paragraph =
    'Independent artists reach listeners in every store when the release is ready weeks ahead: ' +
    'the artwork checked, the audio mastered, the credits complete and the pitch written. ';
  const body = Array.from(
    { length: 12 },
    (_, i) => `## Step ${i + 1}\n\n${paragraph.repeat(3)}\n\n- one\n- two\n- three`,
  ).join('\n\n');
  await query(
    `insert into blog_posts (slug, lang, title, summary, body, tags, status, publish_at,
       author_id, created_at, updated_at)
     values ($1, 'en', 'How to release your first single', 'A step-by-step plan.', $2,
       '["guides","release"]'::jsonb, 'published', now(), $3, now(), now())`,
    [names.postSlug, body, seeded.userId],
  );
}
