import type { AnalyticsOrigin } from '@soundpost/contracts/analytics';
import { lockKeys } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
import { rebuildRollups } from './rollups.ts';

/** A release's counts of one day, store (`''` for a page view) and country from Soundpost's own pages. */
export type PageFact = {
  day: string;
  artistId: string;
  releaseId: string;
  storeId: string;
  country: string;
  views: number;
  clicks: number;
  saves: number;
};

/**
 * Replaces the facts of a page origin (smart links, pre-saves) for `days` with `facts`, and
 * rebuilds the rollups of those days and of every store the old or new facts name,
 * in one transaction under the facts writers' lock, so a trend import never interleaves
 * (decision 041). Safe to run twice: the second run writes the same facts.
 */
export async function replacePageFacts(
  database: Database,
  origin: Exclude<AnalyticsOrigin, 'trend'>,
  days: string[],
  all: PageFact[],
): Promise<number> {
  const facts = all.filter((f) => days.includes(f.day));
  return database.sqlTransaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [lockKeys.analyticsFacts.toString()]);
    for (const month of new Set(days.map((d) => `${d.slice(0, 7)}-01`))) {
      await tx.query('select analytics_facts_month($1)', [month]);
    }
    const { rows: gone } = await tx.query<{ store_id: string }>(
      `delete from analytics_facts where origin = $1 and day = any($2::date[]) returning store_id`,
      [origin, days],
    );
    const column = <K extends keyof PageFact>(key: K) => facts.map((f) => f[key]);
    await tx.query(
      `insert into analytics_facts
         (day, origin, artist_id, release_id, store_id, country, views, clicks, saves)
       select day, $1, artist_id, release_id, store_id, country, views, clicks, saves
         from unnest($2::date[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::bigint[],
                     $8::bigint[], $9::bigint[])
           as f(day, artist_id, release_id, store_id, country, views, clicks, saves)`,
      [
        origin,
        column('day'),
        column('artistId'),
        column('releaseId'),
        column('storeId'),
        column('country'),
        column('views'),
        column('clicks'),
        column('saves'),
      ],
    );
    const stores = new Set([...gone.map((r) => r.store_id), ...column('storeId')]);
    await rebuildRollups(tx, [...stores], days);
    return facts.length;
  });
}
