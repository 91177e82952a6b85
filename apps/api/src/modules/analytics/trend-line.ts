import { AppError } from '../../lib/errors.ts';

/** A trend report's line as read: one day's counts of one track (by ISRC or UPC) in one store. */
export type TrendLine = {
  lineNumber: number;
  /** The UTC store day, `YYYY-MM-DD`. */
  day: string;
  /** A catalogue store's id. */
  storeId: string;
  country: string;
  isrc: string;
  upc: string;
  streams: number;
  downloads: number;
  listeners: number;
  saves: number;
  playlistAdds: number;
  /** Dimensions the report may not give: '' when absent. */
  city: string;
  source: string;
  playlistId: string;
  playlistName: string;
  ageBand: string;
  gender: string;
};

/**
 * A copy of `text` that keeps nothing of the larger text it was cut from: a cell of the TSV is
 * a slice of its chunk of the file (a megabyte), which a slice kept past its batch (a cache's
 * key, a name held) would keep whole.
 */
export const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** 422 `trend_report_invalid`: the line (1-based, the header is 1) and column not read. */
export const invalidTrend = (line: number, column: string) =>
  new AppError('trend_report_invalid', { params: { line, column } });

/** The day of a `YYYY-MM-DD` text when it is a calendar day, else null. */
export function calendarDay(year: string, month: string, day: string) {
  const text = `${year}-${month}-${day}`;
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text
    ? text
    : null;
}

/** The catalogue's stores, found by id or name (case-insensitively), as a trend line names one. */
export class StoreNames {
  private readonly byName = new Map<string, string>();

  constructor(stores: { id: string; name: string }[]) {
    for (const store of stores) {
      this.byName.set(store.name.toLowerCase(), store.id);
      this.byName.set(store.id.toLowerCase(), store.id);
    }
  }

  /** The id of the store `text` names, or undefined. */
  find(text: string) {
    return this.byName.get(text.trim().toLowerCase());
  }
}
