import { sql } from 'drizzle-orm';
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
import type { ReportMapping } from '@soundpost/contracts/royalties';
import { splits } from '../splits/splits.table.ts';
import { stores } from '../stores/stores.table.ts';
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
 * A line of a report as read, what it matched, the share applied and the parts it credited
 * (decision 026): the owner's and Soundpost's here, collaborators' in royaltyLineSplits. The
 * ledger holds the same money, posted per import (or per resolution) and grouped by account.
 */
export const royaltyLines = pgTable(
  'royalty_lines',
  {
    id: uuid('id').primaryKey(),
    // No foreign keys on the import, track, release and owner: their per-row checks cost more
    // than the rest of a set-based import together (decision 026). The import sets them from
    // rows it has just read; a deleted track or release leaves its id (readers left-join).
    importId: uuid('import_id').notNull(),
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
    trackId: uuid('track_id'),
    releaseId: uuid('release_id'),
    ownerId: uuid('owner_id'),
    sharePercent: integer('share_percent'),
    /** What the owner was credited (after collaborators' splits); null until credited. */
    ownerAmount: bigint('owner_amount', { mode: 'bigint' }),
    /** Soundpost's part of the line; null until credited. */
    platformAmount: bigint('platform_amount', { mode: 'bigint' }),
    /** The owner's basis points of the artist share when the line had splits, else null. */
    ownerBasisPoints: integer('owner_basis_points'),
    /** When the parts were credited: the import's instant, or the unmatched line's resolution. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** The ledger transaction that carried the parts (the import's, or the resolution's). */
    transactionId: uuid('transaction_id'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('royalty_lines_import_line_key').on(t.importId, t.lineNumber),
    index('royalty_lines_owner_idx').on(t.ownerId, t.postedAt),
    index('royalty_lines_unmatched_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'unmatched'`),
  ],
);

export type RoyaltyLineRow = typeof royaltyLines.$inferSelect;

/**
 * A collaborator's part of one report line (decision 030): their share of the artist share by
 * basis points, and what repaid their costs. Only lines with live splits have rows.
 */
export const royaltyLineSplits = pgTable(
  'royalty_line_splits',
  {
    lineId: uuid('line_id')
      .notNull()
      .references(() => royaltyLines.id),
    splitId: uuid('split_id')
      .notNull()
      .references(() => splits.id),
    collaboratorId: uuid('collaborator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    basisPoints: integer('basis_points').notNull(),
    /** Units of 10^-8 USD. */
    shareAmount: bigint('share_amount', { mode: 'bigint' }).notNull(),
    recoupAmount: bigint('recoup_amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.splitId] }),
    index('royalty_line_splits_collaborator_idx').on(t.collaboratorId),
    index('royalty_line_splits_split_idx').on(t.splitId),
  ],
);

/** How a store's CSV reports are read (one mapping per store; an admin saves it). */
export const storeReportMappings = pgTable('store_report_mappings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<ReportMapping>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
