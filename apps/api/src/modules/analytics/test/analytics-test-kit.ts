import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import type { TestApp } from '../../../test/app.ts';
import { createUser, signIn, uniqueId, type UserOptions } from '../../../test/factories.ts';
import { artists } from '../../artists/artists.table.ts';
import { releases } from '../../releases/releases.table.ts';
import { tracks } from '../../releases/tracks.table.ts';
import { rebuildRollups } from '../rollups.ts';
import type { GeneratedFact, GeneratedTrack } from '../trend-generator.ts';

/** A signed-in account with `artistCount` artists of `tracksPerArtist` tracks each (one release each). */
export async function accountWithCatalogue(
  t: TestApp,
  opts: UserOptions & { artistCount?: number; tracksPerArtist?: number } = {},
) {
  const user = await createUser(t, opts);
  const cookie = await signIn(t, user);
  const catalogue: GeneratedTrack[] = [];
  for (let a = 0; a < (opts.artistCount ?? 1); a++) {
    const [artist] = await t.db
      .insert(artists)
      .values({
        ownerId: user.id,
        name: `Artist ${uniqueId()}`,
        type: 'solo',
        mainGenre: 'pop',
        country: 'TR',
      })
      .returning();
    const [release] = await t.db
      .insert(releases)
      .values({ ownerId: user.id, artistId: artist!.id, title: `Release ${uniqueId()}` })
      .returning();
    for (let p = 1; p <= (opts.tracksPerArtist ?? 2); p++) {
      const id = uniqueId();
      // The canonical form the API stores, so a trend report's lines match it.
      const isrc = normalizeIsrc(
        `QZ${id.slice(0, 3).toUpperCase()}26${String(p).padStart(5, '0')}`,
      )!;
      const [track] = await t.db
        .insert(tracks)
        .values({ releaseId: release!.id, position: p, title: `Track ${id}`, isrc })
        .returning();
      catalogue.push({ trackId: track!.id, releaseId: release!.id, artistId: artist!.id, isrc });
    }
  }
  return { user, cookie, catalogue, artistIds: [...new Set(catalogue.map((c) => c.artistId))] };
}

const columns = `day, origin, artist_id, release_id, track_id, store_id, country, city, source,
  playlist_id, age_band, gender, streams, downloads, listeners, saves, playlist_adds`;

/**
 * Writes generated facts as a trend import would (without a report): each month's partition,
 * the facts, the playlists' names, then each store's rollups for its days.
 */
export async function writeFacts(t: TestApp, facts: GeneratedFact[]) {
  await t.database.sqlTransaction(async (tx) => {
    const days = new Map<string, Set<string>>();
    for (const f of facts) {
      if (!days.has(f.storeId)) days.set(f.storeId, new Set());
      days.get(f.storeId)!.add(f.day);
    }
    for (const month of new Set(facts.map((f) => f.day.slice(0, 7)))) {
      await tx.query('select analytics_facts_month($1)', [`${month}-01`]);
    }
    for (let i = 0; i < facts.length; i += 2000) {
      const part = facts.slice(i, i + 2000);
      const pick = <K extends keyof GeneratedFact>(k: K) => part.map((f) => f[k]);
      await tx.query(
        `insert into analytics_facts (${columns})
         select d, 'trend', a, r, tr, s, c, ci, so, p, ag, g, st, dl, li, sa, pa
         from unnest($1::date[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[],
           $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::int[],
           $14::int[], $15::int[], $16::int[])
           as u(d, a, r, tr, s, c, ci, so, p, ag, g, st, dl, li, sa, pa)`,
        [
          pick('day'),
          part.map((f) => f.track.artistId),
          part.map((f) => f.track.releaseId),
          part.map((f) => f.track.trackId),
          pick('storeId'),
          pick('country'),
          pick('city'),
          pick('source'),
          pick('playlistId'),
          pick('ageBand'),
          pick('gender'),
          pick('streams'),
          pick('downloads'),
          pick('listeners'),
          pick('saves'),
          pick('playlistAdds'),
        ],
      );
    }
    const lists = new Map(
      facts.filter((f) => f.playlistId).map((f) => [`${f.storeId}\t${f.playlistId}`, f]),
    );
    for (const f of lists.values()) {
      await tx.query(
        `insert into analytics_playlists (store_id, playlist_id, name) values ($1, $2, $3)
         on conflict (store_id, playlist_id) do update set name = excluded.name`,
        [f.storeId, f.playlistId, f.playlistName],
      );
    }
    const allDays = new Set([...days.values()].flatMap((d) => [...d]));
    await rebuildRollups(tx, [...days.keys()], [...allDays]);
  });
}
