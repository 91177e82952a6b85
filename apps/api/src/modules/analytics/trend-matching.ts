import { uuidBytes } from '../../db/copy-binary.ts';
import { viewText } from '../../db/read-view.ts';
import type { SqlTx } from '../../db/sql-transaction.ts';
import { releaseView, trackView } from '../releases/index.ts';
import { detached, type TrendLine } from './trend-line.ts';

const tracksAsT = viewText(trackView('t'));
const releasesAsR = viewText(releaseView('r'));

/**
 * What a line matched: a track, its release and the release's artist, as COPY bytes and as
 * text (the rollups' keys).
 */
export type TrendTarget = {
  track: Uint8Array;
  release: Uint8Array;
  artist: Uint8Array;
  trackId: string;
  releaseId: string;
  artistId: string;
};

type TargetRow = { key: string; track_id: string; release_id: string; artist_id: string };

/** The most ISRCs and UPCs whose match is kept (then the caches start again). */
const cached = 1 << 16;

const toTarget = (row: TargetRow): TrendTarget => ({
  track: uuidBytes(row.track_id),
  release: uuidBytes(row.release_id),
  artist: uuidBytes(row.artist_id),
  trackId: row.track_id,
  releaseId: row.release_id,
  artistId: row.artist_id,
});

/**
 * What trend lines match (decision 041): the track with the line's ISRC when exactly one owner
 * has it, else the first track (by position) of the release with the line's UPC; only a release
 * with an artist profile matches (a fact belongs to an artist). The database is asked once per
 * new ISRC and UPC, batch by batch, never per line.
 */
export class TrendMatching {
  private readonly byIsrc = new Map<string, TrendTarget | null>();
  private readonly byUpc = new Map<string, TrendTarget | null>();
  private readonly query: SqlTx['query'];

  constructor(query: SqlTx['query']) {
    this.query = query;
  }

  /** Each line's target, or null. */
  async match(lines: TrendLine[]) {
    await this.load(this.byIsrc, lines, (l) => l.isrc, isrcSql);
    const byUpc = lines.filter((l) => !this.byIsrc.get(l.isrc));
    await this.load(this.byUpc, byUpc, (l) => l.upc, upcSql);
    return lines.map((l) => this.byIsrc.get(l.isrc) ?? this.byUpc.get(l.upc) ?? null);
  }

  private async load(
    cache: Map<string, TrendTarget | null>,
    lines: TrendLine[],
    key: (line: TrendLine) => string,
    sql: string,
  ) {
    const keys = [...new Set(lines.map(key))];
    if (cache.size > cached) cache.clear();
    const missing = keys.filter((k) => !cache.has(k));
    if (missing.length === 0) return;
    for (const k of missing) cache.set(detached(k), null);
    const { rows } = await this.query<TargetRow>(sql, [missing]);
    for (const row of rows) cache.set(row.key, toTarget(row));
  }
}

const isrcSql = `select t.isrc as key, (array_agg(t.id order by t.id))[1] as track_id,
    (array_agg(r.id order by t.id))[1] as release_id,
    (array_agg(r.artist_id order by t.id))[1] as artist_id
  from ${tracksAsT} join ${releasesAsR} on r.id = t.release_id
  where t.isrc = any($1::text[]) and t.isrc <> '' and r.artist_id is not null
  group by t.isrc having count(distinct r.owner_id) = 1`;

const upcSql = `select distinct on (r.upc) r.upc as key, t.id as track_id, r.id as release_id,
    r.artist_id
  from ${releasesAsR} join ${tracksAsT} on t.release_id = r.id
  where r.upc = any($1::text[]) and r.upc <> '' and r.artist_id is not null
  order by r.upc, t.position, t.id`;
