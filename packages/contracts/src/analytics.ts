import { z } from 'zod';
import { csvColumnName, csvDelimiters, needsColumns } from './csv-mappings.ts';

/** Where a fact comes from: a store's trend report, a smart-link page, a pre-save page. */
export const analyticsOrigins = ['trend', 'smart_link', 'pre_save'] as const;
export type AnalyticsOrigin = (typeof analyticsOrigins)[number];

/** The trend report formats: the Soundpost trend TSV, a CSV by the store's mapping, a DSR. */
export const trendFormats = ['tsv', 'csv', 'ddex_dsr'] as const;

/** How a listener reached the music, as the Soundpost trend TSV names it. */
export const listeningSources = [
  'playlist',
  'search',
  'library',
  'radio',
  'artist_page',
  'other',
] as const;

/** The fields of a trend line, as a store's CSV mapping names their header cells. */
export const trendFields = [
  'date',
  'store',
  'country',
  'isrc',
  'upc',
  'streams',
  'downloads',
  'listeners',
  'saves',
  'playlistAdds',
  'city',
  'source',
  'playlistId',
  'playlistName',
  'ageBand',
  'gender',
] as const;
export type TrendField = (typeof trendFields)[number];

/** The fields a trend mapping must name a column for (and an ISRC or a UPC column). */
export const requiredTrendFields = ['date', 'country', 'streams'] as const;

/** How a trend CSV writes its days. */
export const trendDateFormats = ['YYYY-MM-DD', 'YYYYMMDD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;

/**
 * A store's trend CSV: which header names hold which field (a date, a country, an ISRC or a
 * UPC, and streams are needed), the delimiter and how days are written.
 */
export const trendMappingSchema = z
  .object({
    columns: z.partialRecord(z.enum(trendFields), csvColumnName),
    delimiter: z.enum(csvDelimiters),
    dateFormat: z.enum(trendDateFormats),
  })
  .superRefine(...needsColumns(requiredTrendFields));
export type TrendMapping = z.output<typeof trendMappingSchema>;

/** The form fields sent with a trend report (multipart, before the file). */
export const trendImportFieldsSchema = z.object({
  /** The catalogue store that sent the report; lines with an empty store cell are its. */
  store: z.string().trim().min(1).max(100),
  format: z.enum(trendFormats).default('tsv'),
});
export type TrendImportFields = z.output<typeof trendImportFieldsSchema>;

export const trendImportSchema = z.object({
  id: z.string(),
  store: z.string(),
  format: z.enum(trendFormats),
  filename: z.string().nullable(),
  lines: z.number().int(),
  matched: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  replaced: z.number().int(),
  createdAt: z.string(),
});
export type TrendImport = z.infer<typeof trendImportSchema>;

const trendPageQuery = {
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};
export const trendPageQuerySchema = z.object(trendPageQuery);

/** An import in the admin's list, with who ran it. */
export const trendImportListItemSchema = trendImportSchema.extend({
  importedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const trendImportPageSchema = z.object({
  items: z.array(trendImportListItemSchema),
  nextCursor: z.string().nullable(),
});

/** A trend line that named no track of the catalogue (its import's, by line number). */
export const trendUnmatchedLineSchema = z.object({
  importId: z.string(),
  lineNumber: z.number().int(),
  day: z.string(),
  store: z.string(),
  country: z.string(),
  isrc: z.string(),
  upc: z.string(),
  streams: z.number().int(),
  downloads: z.number().int(),
});
export type TrendUnmatchedLine = z.infer<typeof trendUnmatchedLineSchema>;
export const trendUnmatchedLinePageSchema = z.object({
  items: z.array(trendUnmatchedLineSchema),
  nextCursor: z.string().nullable(),
});

/**
 * The operator's platform-wide figures per store and month: streams from the trend reports'
 * rollups, revenue (USD text) from the royalty reports' lines by sale month. `storeId` is null
 * for a royalty report's store that names no catalogue store.
 */
export const platformAnalyticsSchema = z.object({
  rows: z.array(
    z.object({
      storeId: z.string().nullable(),
      store: z.string(),
      month: z.string(),
      streams: z.number().int(),
      revenue: z.string(),
    }),
  ),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;

export { analyticsPeriods, type AnalyticsPeriod } from './analytics-periods.ts';

/** What a breakdown groups by. `age` and `gender` sum the age × gender grid's rows. */
export const analyticsDimensions = [
  'store',
  'country',
  'city',
  'track',
  'release',
  'age',
  'gender',
  'age_gender',
  'source',
  'playlist',
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/** Dimensions only paid plans see; `playlist` is premium only (spec section 6). */
export const basicDimensions: readonly AnalyticsDimension[] = ['store', 'track'];

export const analyticsGranularities = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof analyticsGranularities)[number];

const isoDay = z.iso.date();

/** The query every analytics read takes: a UTC day range, a store, an artist, a comparison. */
export const analyticsQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    /** `previous`: also the period of the same length just before. */
    compare: z.enum(['previous']).optional(),
    store: z.string().trim().min(1).max(100).optional(),
    artistId: z.uuid().optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'before_from' });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export const timeseriesQuerySchema = analyticsQuerySchema.and(
  z.object({ granularity: z.enum(analyticsGranularities).default('day') }),
);
export const breakdownQuerySchema = analyticsQuerySchema.and(
  z.object({
    dimension: z.enum(analyticsDimensions),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  }),
);
export const exportQuerySchema = analyticsQuerySchema.and(
  z.object({
    granularity: z.enum(analyticsGranularities).default('day'),
    /** A breakdown's rows instead of the counts over time. */
    dimension: z.enum(analyticsDimensions).optional(),
  }),
);
export type ExportQuery = z.output<typeof exportQuerySchema>;

/**
 * Counts of a period. `listeners` is the average of the daily listener counts stores report
 * (a listener of two days is not one listener; stores do not say who listened). `views` are
 * visitors of the releases' smart-link pages and `clicks` their clicks out to a store, each
 * visitor counted once a day.
 */
export const analyticsCountsSchema = z.object({
  streams: z.number().int(),
  downloads: z.number().int(),
  listeners: z.number().int(),
  saves: z.number().int(),
  playlistAdds: z.number().int(),
  views: z.number().int(),
  clicks: z.number().int(),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

export const analyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: analyticsCountsSchema,
  /** The owner's royalties from the ledger for the sale months the range touches (USD text). */
  revenue: z.string(),
  previous: z
    .object({
      from: z.string(),
      to: z.string(),
      totals: analyticsCountsSchema,
      revenue: z.string(),
    })
    .nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsPointSchema = analyticsCountsSchema.extend({ date: z.string() });
export const analyticsTimeseriesSchema = z.object({
  granularity: z.enum(analyticsGranularities),
  points: z.array(analyticsPointSchema),
  previous: z.array(analyticsPointSchema).nullable(),
});
export type AnalyticsTimeseries = z.infer<typeof analyticsTimeseriesSchema>;

export const analyticsBreakdownSchema = z.object({
  dimension: z.enum(analyticsDimensions),
  rows: z.array(
    analyticsCountsSchema.extend({
      key: z.string(),
      /** A name to show: the track's title, the store's name, the playlist's name… */
      label: z.string(),
      /** The same key's streams in the previous period, when compared. */
      previousStreams: z.number().int().nullable(),
    }),
  ),
});
export type AnalyticsBreakdown = z.infer<typeof analyticsBreakdownSchema>;

/** What a personal access token may read (account settings → API). */
export const tokenScopes = ['read:analytics', 'read:royalties', 'read:releases'] as const;
export type TokenScope = (typeof tokenScopes)[number];
