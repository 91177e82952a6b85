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
import { stores } from '../stores/stores.table.ts';
import { users } from '../users/users.table.ts';

/**
 * One imported store report; its content hash makes a second import of the same file fail while
 * the import stands (a voided import's report may come again, decision 026).
 */
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
    /** The stores the report's lines name, in order of appearance (the first 100). */
    stores: text('stores')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When an admin voided it: a reversing ledger transaction took its money back. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('royalty_imports_content_hash_key')
      .on(t.contentHash)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** `voided`: a group of a voided import (its lines no longer credit anyone). */
export const royaltyLineStatuses = [
  'matched',
  'unmatched',
  'assigned',
  'written_off',
  'voided',
] as const;

/**
 * A report line as read (decision 035): only what the report says, narrow, so an import writes
 * little more than the file's own bytes. What it matched, the share applied and when it was
 * posted belong to its group (royaltyLineGroups). The owner's part is stored only when the line
 * had splits (the rest after collaborators' parts); otherwise it is the plan's share of the
 * amount, `royalty_owner_share(amount, share_percent)`, and Soundpost's part the remainder. The
 * view `royalty_line_details` (migration 0024) joins a line to its group with the columns the
 * lines had before.
 */
export const royaltyLines = pgTable('royalty_lines', {
  /** The import's id with the line number in its last 48 bits (`royalty_line_id`). */
  id: uuid('id').primaryKey(),
  // No foreign key on the group: the import writes both, and a foreign key costs a lookup per
  // line (decision 026).
  groupId: bigint('group_id', { mode: 'number' }).notNull(),
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
  /** What the owner was credited when the line had splits (the rest after them), else null. */
  ownerAmount: bigint('owner_amount', { mode: 'bigint' }),
  /** The owner's basis points of the artist share when the line had splits, else null. */
  ownerBasisPoints: integer('owner_basis_points'),
});

/**
 * Lines of one import that share what they matched and how they were posted (decision 035):
 * the import writes one group per track or release matched and share applied (and one for the
 * unmatched lines), listing its lines' numbers; resolving an unmatched line moves it to a group
 * of its own (`lineId`). A line belongs to the group its `group_id` names: a resolved line is
 * still listed by the unmatched group it left, which readers skip.
 */
export const royaltyLineGroups = pgTable(
  'royalty_line_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    importId: uuid('import_id').notNull(),
    status: text('status', { enum: royaltyLineStatuses }).notNull(),
    trackId: uuid('track_id'),
    releaseId: uuid('release_id'),
    ownerId: uuid('owner_id'),
    sharePercent: integer('share_percent'),
    /** When the lines' parts were credited: the import's instant, or the resolution's. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** The ledger transaction that carried the parts (the import's, or the resolution's). */
    transactionId: uuid('transaction_id'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The import's instant (the unmatched queue's order). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The import's lines in the group, by number (their ids: `royalty_line_id`). */
    lineNumbers: integer('line_numbers').array(),
    /** The one line of a group that is not a list of the import's lines. */
    lineId: uuid('line_id'),
  },
  (t) => [
    index('royalty_line_groups_owner_idx').on(t.ownerId, t.postedAt),
    index('royalty_line_groups_unmatched_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'unmatched'`),
  ],
);

/**
 * A collaborator's part of one report line (decision 030): their share of the artist share by
 * basis points, and what repaid their costs. Only lines with live splits have rows.
 */
export const royaltyLineSplits = pgTable(
  'royalty_line_splits',
  {
    // No foreign keys: the import writes these rows from the lines, splits and collaborators it
    // has just read, and a lookup per row would cost more than the row (decisions 026, 035).
    lineId: uuid('line_id').notNull(),
    splitId: uuid('split_id').notNull(),
    collaboratorId: uuid('collaborator_id').notNull(),
    basisPoints: integer('basis_points').notNull(),
    /** Units of 10^-8 USD. */
    shareAmount: bigint('share_amount', { mode: 'bigint' }).notNull(),
    recoupAmount: bigint('recoup_amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.splitId] }),
    index('royalty_line_splits_collaborator_idx').on(t.collaboratorId),
    // What a split has recouped is summed from its rows that recouped (decision 035): an index
    // of those alone costs the import nothing on the others (most rows).
    index('royalty_line_splits_recoup_idx')
      .on(t.splitId)
      .where(sql`${t.recoupAmount} <> 0`),
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
