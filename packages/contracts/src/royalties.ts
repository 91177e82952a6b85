import { z } from 'zod';
import { csvColumnName, csvDelimiters, needsColumns, whenObject } from './csv-mappings.ts';
import { v } from './validation.ts';

/**
 * Money crosses the API as decimal text with 8 decimals ("12.34500000", USD): the ledger keeps
 * integer units of 10^-8 and JSON numbers could not carry them exactly.
 */
export const moneySchema = z.string().regex(/^-?\d+\.\d{8}$/);

const decimalText = /^\d+(\.\d+)?$/;

/**
 * The report formats an import reads: the common distributor TSV, a CSV read by the store's
 * mapping, or a DDEX DSR flat file (Basic Audio Profile; its currency must be the import's).
 */
export const reportFormats = ['tsv', 'csv', 'ddex_dsr'] as const;

/** The form fields sent with a report file (multipart, before the file). */
export const royaltyImportFieldsSchema = z
  .object({
    store: z.string().trim().min(1).max(100),
    /**
     * The month the report covers, once it has ended (the API refuses a month not over); its
     * lines may be of that month or earlier ones (decision 026).
     */
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/),
    /**
     * USD per unit of `currency`, above zero; required unless the report is in USD. An empty
     * field (a form's) is no rate.
     */
    exchangeRate: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().regex(decimalText).regex(/[1-9]/).max(30).optional(),
    ),
    format: z.enum(reportFormats).default('tsv'),
    /** The catalogue store whose saved column mapping reads a CSV; required for `csv`. */
    storeId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((f) => f.currency === 'USD' || f.exchangeRate !== undefined, {
    path: ['exchangeRate'],
    error: 'required',
  })
  .refine((f) => f.format !== 'csv' || f.storeId !== undefined, {
    path: ['storeId'],
    error: 'required',
  });
export type RoyaltyImportFields = z.output<typeof royaltyImportFieldsSchema>;

export const royaltyImportSchema = z.object({
  id: z.string(),
  store: z.string(),
  period: z.string(),
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  filename: z.string().nullable(),
  lines: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  /** The report's earnings in USD. */
  total: moneySchema,
  createdAt: z.string(),
  /** The stores the report's lines name, in order of appearance (`store` fills empty cells). */
  stores: z.array(z.string()),
  /** When an admin voided it (its money taken back; the same report may then come again). */
  voidedAt: z.string().nullable(),
});

const pageQuery = {
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};
export const royaltyPageQuerySchema = z.object(pageQuery);

export const unmatchedLineSchema = z.object({
  id: z.string(),
  importId: z.string(),
  lineNumber: z.number().int(),
  store: z.string(),
  saleMonth: z.string(),
  artist: z.string(),
  title: z.string(),
  isrc: z.string(),
  upc: z.string(),
  quantity: z.number().int(),
  country: z.string(),
  amount: moneySchema,
});
export const unmatchedLinePageSchema = z.object({
  items: z.array(unmatchedLineSchema),
  nextCursor: z.string().nullable(),
});

export const resolveUnmatchedSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), trackId: z.uuid() }),
  z.object({ action: z.literal('write_off') }),
]);

export const royaltyStatuses = ['pending', 'available', 'paid'] as const;

/** One credit to the artist, from one report line (spec section 3, Royalty entry). */
export const royaltyEntrySchema = z.object({
  /** The report line it comes from: an entry's id is its line's. */
  lineId: z.string(),
  amount: moneySchema,
  /** What the 100% share would have paid for the same line (for a split part: that part). */
  proAmount: moneySchema,
  /** The report line's earnings, all of them. */
  reportedAmount: moneySchema,
  /** The sale month (first day). */
  date: z.string(),
  postedAt: z.string(),
  status: z.enum(royaltyStatuses),
  store: z.string(),
  country: z.string(),
  track: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  isrc: z.string(),
  upc: z.string(),
  quantity: z.number().int(),
  sharePercent: z.number().int(),
  /**
   * How the artist share was divided when the line had splits (decision 030): a
   * collaborator's `share` (or only a `recoup`ment), or the owner's `rest`; `percent` of the
   * artist share after recoupment (null: a recoupment only), and what of the amount was a
   * recoupment of the collaborator's costs. Null: no split applied.
   */
  split: z
    .object({
      part: z.enum(['share', 'rest', 'recoup']),
      percent: z.number().nullable(),
      recouped: moneySchema,
    })
    .nullable(),
  release: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  /** The report line behind the credit: which import, and its line number in the file. */
  report: z.object({
    importId: z.string(),
    filename: z.string().nullable(),
    period: z.string(),
    lineNumber: z.number().int(),
  }),
});
export type RoyaltyEntry = z.output<typeof royaltyEntrySchema>;
export const royaltyEntryPageSchema = z.object({
  items: z.array(royaltyEntrySchema),
  nextCursor: z.string().nullable(),
});

export const royaltySummarySchema = z.object({
  currency: z.literal('USD'),
  balance: moneySchema,
  available: moneySchema,
  pending: moneySchema,
  /** Withdrawals the provider has paid. */
  paid: moneySchema,
  /** Withdrawals on their way (waiting for approval or being sent): neither paid nor available. */
  inFlight: moneySchema,
  /** Everything report lines credited, and what the 100% share would have credited. */
  earned: moneySchema,
  proEarned: moneySchema,
  /** The plan's payout wait: a credit becomes available this many days after it is posted. */
  payoutWaitDays: z.number().int(),
  /** The pending balance by the time each part becomes available, soonest first. */
  upcoming: z.array(z.object({ availableAt: z.iso.datetime(), amount: moneySchema })),
});
export type RoyaltySummary = z.output<typeof royaltySummarySchema>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export const royaltyBreakdownDimensions = ['store', 'country', 'release', 'track'] as const;
export type RoyaltyBreakdownDimension = (typeof royaltyBreakdownDimensions)[number];

/** Sale months, both ends included (YYYY-MM). */
const saleMonthRange = { from: month.optional(), to: month.optional() };

export const royaltyBreakdownQuerySchema = z.object({
  by: z.enum(royaltyBreakdownDimensions),
  ...saleMonthRange,
});

/** The artist's credits summed by one dimension; `key` is what filters the entries. */
export const royaltyBreakdownSchema = z.object({
  by: z.enum(royaltyBreakdownDimensions),
  items: z.array(
    z.object({
      /** Store name, country code, release id or track id; null: lines matched by UPC only. */
      key: z.string().nullable(),
      label: z.string().nullable(),
      amount: moneySchema,
      proAmount: moneySchema,
      quantity: z.number().int(),
      lines: z.number().int(),
    }),
  ),
});

/** The entries list, optionally narrowed to one breakdown row (its lines). */
export const royaltyEntriesQuerySchema = royaltyPageQuerySchema.extend({
  store: z.string().max(100).optional(),
  country: z.string().max(10).optional(),
  releaseId: z.uuid().optional(),
  /** `none`: the lines matched by UPC only (no track). */
  trackId: z.union([z.uuid(), z.literal('none')]).optional(),
  ...saleMonthRange,
});
export type RoyaltyEntriesFilter = Omit<
  z.output<typeof royaltyEntriesQuerySchema>,
  'cursor' | 'limit'
>;

/** The months (of posting, UTC) that have a statement. */
export const royaltyStatementListSchema = z.object({
  items: z.array(z.object({ month, amount: moneySchema, lines: z.number().int() })),
});
export const royaltyStatementFileSchema = z.object({
  file: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])\.(csv|pdf)$/),
});

/** An import in the admin's list, with who ran it. */
export const royaltyImportListItemSchema = royaltyImportSchema.extend({
  importedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const royaltyImportPageSchema = z.object({
  items: z.array(royaltyImportListItemSchema),
  nextCursor: z.string().nullable(),
});

export const royaltyTrackSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });
/** Tracks an unmatched line can be assigned to, found by ISRC or title. */
export const royaltyTrackSearchSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      isrc: z.string().nullable(),
      release: z.object({
        id: z.string(),
        title: z.string().nullable(),
        upc: z.string().nullable(),
      }),
      owner: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
});

/** An unmatched line after an admin resolved it. */
export const resolvedLineSchema = unmatchedLineSchema.extend({
  status: z.enum(['assigned', 'written_off']),
});

/** The fields of a report line a mapping can name a column for. */
export const reportFields = [
  'isrc',
  'upc',
  'quantity',
  'earnings',
  'country',
  'saleMonth',
  'store',
  'title',
  'artist',
] as const;
export type ReportField = (typeof reportFields)[number];

/** How a sale month is written: the day, when there is one, is not used. */
export const reportDateFormats = [
  'YYYY-MM',
  'YYYY-MM-DD',
  'YYYYMM',
  'MM/YYYY',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
] as const;

/** The fields a report mapping must name a column for (and an ISRC or a UPC column). */
export const requiredReportFields = ['quantity', 'earnings', 'saleMonth'] as const;

const optionalColumn = csvColumnName.optional();

/**
 * A store's CSV: which header names hold which field (ISRC or UPC, earnings, quantity and sale
 * month are needed; a line without a mapped store takes the import's), the delimiter, the
 * decimal separator of earnings (no thousands separators) and how sale months are written.
 */
export const reportMappingSchema = z
  .object({
    columns: z.object({
      isrc: optionalColumn,
      upc: optionalColumn,
      quantity: csvColumnName,
      earnings: csvColumnName,
      country: optionalColumn,
      saleMonth: csvColumnName,
      store: optionalColumn,
      title: optionalColumn,
      artist: optionalColumn,
    }),
    delimiter: z.enum(csvDelimiters),
    decimalSeparator: z.enum(['.', ',']),
    dateFormat: z.enum(reportDateFormats),
  })
  .superRefine(...needsColumns([]))
  .refine((m) => m.delimiter !== m.decimalSeparator, {
    path: ['decimalSeparator'],
    error: v.sameAsDelimiter,
    when: whenObject,
  });
export type ReportMapping = z.output<typeof reportMappingSchema>;
