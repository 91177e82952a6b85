import { z } from 'zod';

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
    /** The month the report covers. */
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/),
    /** USD per unit of `currency`; required unless the report is in USD. */
    exchangeRate: z.string().trim().regex(decimalText).max(30).optional(),
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
  /** The ledger transaction that credited it. */
  transactionId: z.string(),
  amount: moneySchema,
  /** What the 100% share would have paid for the same line. */
  proAmount: moneySchema,
  /** The sale month (first day). */
  date: z.string(),
  postedAt: z.string(),
  status: z.enum(royaltyStatuses),
  platform: z.string(),
  country: z.string(),
  track: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  isrc: z.string(),
  quantity: z.number().int(),
  sharePercent: z.number().int(),
});
export const royaltyEntryPageSchema = z.object({
  items: z.array(royaltyEntrySchema),
  nextCursor: z.string().nullable(),
});

export const royaltySummarySchema = z.object({
  currency: z.literal('USD'),
  balance: moneySchema,
  available: moneySchema,
  pending: moneySchema,
  paid: moneySchema,
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

const columnName = z.string().trim().min(1).max(100);

/**
 * A store's CSV: which header names hold which field (ISRC or UPC, earnings, quantity and sale
 * month are needed; a line without a mapped store takes the import's), the delimiter, the
 * decimal separator of earnings (no thousands separators) and how sale months are written.
 */
export const reportMappingSchema = z
  .object({
    columns: z.object({
      isrc: columnName.optional(),
      upc: columnName.optional(),
      quantity: columnName,
      earnings: columnName,
      country: columnName.optional(),
      saleMonth: columnName,
      store: columnName.optional(),
      title: columnName.optional(),
      artist: columnName.optional(),
    }),
    delimiter: z.enum([',', ';', '\t', '|']),
    decimalSeparator: z.enum(['.', ',']),
    dateFormat: z.enum(reportDateFormats),
  })
  .refine((m) => m.columns.isrc !== undefined || m.columns.upc !== undefined, {
    path: ['columns', 'isrc'],
    error: 'required',
  })
  .refine((m) => m.delimiter !== m.decimalSeparator, {
    path: ['decimalSeparator'],
    error: 'invalid',
  });
export type ReportMapping = z.output<typeof reportMappingSchema>;
