import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReportMapping } from '@soundpost/contracts/royalties';
import { releases } from '../releases/releases.table.ts';
import { stores } from '../stores/stores.table.ts';
import { tracks } from '../tracks/tracks.table.ts';
import { users } from '../users/users.table.ts';

/** One imported store report; its content hash makes a second import of the same file fail. */
export const royaltyImports = pgTable(
  'royalty_imports',
  {
    id: uuid('id').primaryKey(),
    store: text('store').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    exchangeRate: text('exchange_rate'),
    contentHash: text('content_hash').notNull(),
    filename: text('filename'),
    lineCount: integer('line_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    /** The report's earnings in units of 10^-8 USD. */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('royalty_imports_content_hash_key').on(t.contentHash)],
);

export const royaltyLineStatuses = ['matched', 'unmatched', 'assigned', 'written_off'] as const;

/**
 * A line of a report as read, what it matched, and the share applied. The money itself is in
 * the ledger (transactions name their line); this row says where it came from.
 */
export const royaltyLines = pgTable(
  'royalty_lines',
  {
    id: uuid('id').primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => royaltyImports.id),
    lineNumber: integer('line_number').notNull(),
    reportingDate: date('reporting_date', { mode: 'string' }),
    saleMonth: date('sale_month', { mode: 'string' }).notNull(),
    store: text('store').notNull(),
    artist: text('artist').notNull(),
    title: text('title').notNull(),
    isrc: text('isrc').notNull(),
    upc: text('upc').notNull(),
    quantity: integer('quantity').notNull(),
    country: text('country').notNull(),
    /** Earnings in units of 10^-8 USD (converted at the import's rate). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: royaltyLineStatuses }).notNull(),
    trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'set null' }),
    releaseId: uuid('release_id').references(() => releases.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    sharePercent: integer('share_percent'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('royalty_lines_import_line_key').on(t.importId, t.lineNumber),
    index('royalty_lines_unmatched_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'unmatched'`),
  ],
);

export type RoyaltyLineRow = typeof royaltyLines.$inferSelect;

/** How a store's CSV reports are read (one mapping per store; an admin saves it). */
export const storeReportMappings = pgTable('store_report_mappings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<ReportMapping>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
