import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { uniqueId } from '../../../test/factories.ts';
import { artists } from '../../artists/artists.table.ts';
import { releases } from '../../releases/releases.table.ts';
import { postReport, releaseWithTrack } from '../../royalties/test/royalty-test-kit.ts';

export const trendHeader =
  'date\tstore\tcountry\tisrc\tstreams\tdownloads\tlisteners\tsaves\tplaylist_adds';

/** A trend TSV line of the required columns; `isrc`, `day` and `streams` are what tests vary. */
export const trendLine = (o: { isrc: string; day?: string; streams?: number; store?: string }) =>
  [o.day ?? '2024-03-01', o.store ?? '', 'TR', o.isrc, o.streams ?? 10, 1, 5, 2, 1].join('\t');

/** A trend TSV of `lines` under `header`, ending with a line break. */
export const trendTsv = (lines: string[], header = trendHeader) =>
  [header, ...lines].join('\n') + '\n';

/** POST /v1/admin/trend-imports as multipart (store Spotify, the TSV unless told). */
export const importTrend = (
  t: TestApp,
  cookie: string,
  content: string,
  fields: Record<string, string> = { store: 'spotify', format: 'tsv' },
) => postReport(t, cookie, '/v1/admin/trend-imports', content, fields);

let upcSequence = 0;
/** A release of `ownerId` with an artist profile, a UPC and one track whose ISRC is unique. */
export async function artistRelease(t: TestApp, ownerId: string) {
  const made = await releaseWithTrack(t, ownerId);
  const [artist] = await t.db
    .insert(artists)
    .values({
      ownerId,
      name: `Artist ${uniqueId()}`,
      type: 'solo',
      mainGenre: 'pop',
      country: 'TR',
    })
    .returning();
  const upc = `${Date.now() % 1e8}`.padStart(8, '0') + String(++upcSequence).padStart(5, '0');
  await t.db
    .update(releases)
    .set({ artistId: artist!.id, upc })
    .where(eq(releases.id, made.release.id));
  return { ...made, artistId: artist!.id, upc };
}

/** The facts and rollups of a store, for comparing. */
export async function storeFigures(t: TestApp, storeId: string, artistId: string) {
  const facts = await t.database.executeSql(
    `select to_char(day, 'YYYY-MM-DD') as day, sum(streams)::int as streams, count(*)::int as n
       from analytics_facts where store_id = $1 and artist_id = $2 group by day order by day`,
    [storeId, artistId],
  );
  const rollups = await t.database.executeSql(
    `select grain, store_id, to_char(period, 'YYYY-MM-DD') as period, streams::int as streams
       from analytics_rollups where artist_id = $1 and dimension = 'total'
       order by grain, store_id, period`,
    [artistId],
  );
  return {
    facts: facts.rows as { day: string; streams: number; n: number }[],
    rollups: rollups.rows as { grain: string; store_id: string; period: string; streams: number }[],
  };
}
