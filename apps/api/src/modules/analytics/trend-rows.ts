import type { BinaryRows } from '../../db/copy-binary.ts';
import { daysSince2000 } from '../../db/copy-binary.ts';
import type { TrendLine } from './trend-line.ts';
import type { TrendTarget } from './trend-matching.ts';

// A trend import's rows in PostgreSQL's binary COPY format (decision 035), one function per table.

export const factColumns = `analytics_facts (day, origin, import_id, artist_id, release_id,
  track_id, store_id, country, city, source, playlist_id, age_band, gender, streams, downloads,
  listeners, saves, playlist_adds)`;

export const unmatchedColumns = `trend_unmatched_lines (import_id, line_number, day, store,
  country, isrc, upc, streams, downloads)`;

const origin = Buffer.from('trend');

const dayOf = (day: string) => daysSince2000(+day.slice(0, 4), +day.slice(5, 7), +day.slice(8, 10));

/** The texts' UTF-8 bytes, and how many there are. */
function utf8(values: string[]) {
  const buffers = values.map((v) => Buffer.from(v));
  return { buffers, size: buffers.reduce((n, b) => n + b.length, 0) };
}

/** The fact of a matched line. */
export function encodeFact(rows: BinaryRows, line: TrendLine, target: TrendTarget, id: Uint8Array) {
  const { buffers, size } = utf8([
    line.storeId,
    line.country,
    line.city,
    line.source,
    line.playlistId,
    line.ageBand,
    line.gender,
  ]);
  rows.row(18, 256 + size);
  rows.date(dayOf(line.day));
  rows.text(origin, 0, origin.length);
  rows.uuid(id);
  rows.uuid(target.artist);
  rows.uuid(target.release);
  rows.uuid(target.track);
  for (const bytes of buffers) rows.text(bytes, 0, bytes.length);
  for (const n of [line.streams, line.downloads, line.listeners, line.saves, line.playlistAdds]) {
    rows.int8(n);
  }
}

/** A line that matched nothing, kept for an admin. */
export function encodeUnmatched(rows: BinaryRows, line: TrendLine, id: Uint8Array) {
  const { buffers, size } = utf8([line.storeId, line.country, line.isrc, line.upc]);
  rows.row(9, 128 + size);
  rows.uuid(id);
  rows.int4(line.lineNumber);
  rows.date(dayOf(line.day));
  for (const bytes of buffers) rows.text(bytes, 0, bytes.length);
  rows.int8(line.streams);
  rows.int8(line.downloads);
}
