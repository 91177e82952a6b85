import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { analyticsOrigins, type TrendMapping } from '@soundpost/contracts/analytics';
import { stores } from '../stores/stores.table.ts';
import { users } from '../users/users.table.ts';

/** The counts a fact and a rollup carry (decision 041): what stores, smart links and pre-saves report. */
const counts = () => ({
  streams: bigint('streams', { mode: 'number' }).notNull().default(0),
  downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
  /** Listeners the store counted that day; a period's figure is their daily average. */
  listeners: bigint('listeners', { mode: 'number' }).notNull().default(0),
  saves: bigint('saves', { mode: 'number' }).notNull().default(0),
  playlistAdds: bigint('playlist_adds', { mode: 'number' }).notNull().default(0),
  /** Smart-link and pre-save page views, and clicks out to a store (issue 22). */
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
});

/**
 * One imported trend (daily usage) report; its content hash refuses the same report twice
 * (decision 041). `firstDay`/`lastDay` bound the days its lines report.
 */
export const trendImports = pgTable(
  'trend_imports',
  {
    id: uuid('id').primaryKey(),
    store: text('store')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    format: text('format').notNull(),
    contentHash: text('content_hash').notNull(),
    filename: text('filename'),
    lineCount: integer('line_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    /** Facts of earlier imports this one replaced (a corrected report), as a count of rows. */
    replacedCount: integer('replaced_count').notNull().default(0),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trend_imports_content_hash_key').on(t.contentHash),
    index('trend_imports_created_idx').on(t.createdAt, t.id),
  ],
);

/** A trend line that named no track of the catalogue, kept for an admin. */
export const trendUnmatchedLines = pgTable(
  'trend_unmatched_lines',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => trendImports.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    store: text('store').notNull(),
    country: text('country').notNull(),
    isrc: text('isrc').notNull(),
    upc: text('upc').notNull(),
    streams: bigint('streams', { mode: 'number' }).notNull(),
    downloads: bigint('downloads', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.lineNumber] })],
);

/**
 * Daily facts (decision 041): one row per day, track (or release, for a smart link) and the
 * dimensions a report gave; an empty text is a dimension not reported. Partitioned by month
 * (migration 0028, `analytics_facts_month`). A corrected report replaces its store's days.
 * No foreign keys: an import writes millions of rows; releases are never deleted while facts
 * point at them (a release with deliveries is taken down, not deleted).
 */
export const analyticsFacts = pgTable(
  'analytics_facts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    origin: text('origin', { enum: analyticsOrigins }).notNull(),
    importId: uuid('import_id'),
    artistId: uuid('artist_id').notNull(),
    releaseId: uuid('release_id').notNull(),
    trackId: uuid('track_id'),
    storeId: text('store_id').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    source: text('source').notNull().default(''),
    playlistId: text('playlist_id').notNull().default(''),
    ageBand: text('age_band').notNull().default(''),
    gender: text('gender').notNull().default(''),
    ...counts(),
  },
  (t) => [
    index('analytics_facts_store_day_idx').on(t.storeId, t.day),
    index('analytics_facts_artist_day_idx').on(t.artistId, t.day),
  ],
);

/** Playlists named by trend reports, by store and the store's playlist id. */
export const analyticsPlaylists = pgTable(
  'analytics_playlists',
  {
    storeId: text('store_id').notNull(),
    playlistId: text('playlist_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.playlistId] })],
);

/**
 * Sums of the facts per artist, dimension value, store and day or month (decision 041): what
 * every page reads. `storeId` `*` sums all stores; `dimension` is `total` (key empty), `track`,
 * `release`, `country`, `city` (`CC/City`), `age_gender` (`band/gender`), `source` or
 * `playlist` (`store/id`). Rebuilt from the facts, for the days an import touched, inside its
 * transaction.
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    artistId: uuid('artist_id').notNull(),
    dimension: text('dimension').notNull(),
    storeId: text('store_id').notNull(),
    grain: text('grain', { enum: ['day', 'month'] }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    ...counts(),
  },
  (t) => [
    primaryKey({
      columns: [t.artistId, t.dimension, t.storeId, t.grain, t.period, t.key],
    }),
    // The operator's table reads the totals by month; only totals are indexed, since an import
    // pays an entry per row written (migration 0030).
    index('analytics_rollups_period_idx')
      .on(t.grain, t.period, t.storeId)
      .where(sql`${t.dimension} = 'total'`),
  ],
);

/** How a store's trend CSV is read (one mapping per store; an admin saves it). */
export const storeTrendMappings = pgTable('store_trend_mappings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<TrendMapping>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
