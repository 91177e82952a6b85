import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { splits } from '../splits/splits.table.ts';
import { users } from '../users/users.table.ts';

export const accountKinds = [
  /** What Soundpost owes an artist (positive balance). */
  'artist_royalties',
  /** Soundpost's part of the earnings (the rest of a free plan's 85% share). */
  'platform_share',
  /** What a store owes for one imported report (negative: money to come in). */
  'store_receivable',
  /** Earnings of report lines no track matched yet, until an admin assigns or writes them off. */
  'unmatched',
  /** Earnings an admin wrote off (no owner could be found). */
  'write_off',
  /** Withdrawals taken from artists and not yet paid out or returned. */
  'payouts_in_flight',
  /** What payout providers paid out (money that left Soundpost). */
  'payouts_sent',
] as const;
export type AccountKind = (typeof accountKinds)[number];

/**
 * An account of the ledger, found by its key (`artist_royalties:<userId>`, `platform_share`,
 * `store_receivable:<importId>`, …). Its balance is the sum of its postings, never stored.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    // Restrict: an account holding money cannot lose its owner.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key').on(t.key),
    index('ledger_accounts_user_idx').on(t.userId),
  ],
);

/**
 * One movement of money. Append-only (a trigger refuses UPDATE and DELETE): a mistake is
 * undone by a new, opposite transaction. `royaltyLineId` names the report line behind it
 * (a resolved line; lines posted one by one before migration 0023); a `royalty_import` carries
 * a whole import, its postings grouped by account, and its lines name it.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'royalty_line',
        'unmatched_line',
        'royalty_import',
        'royalty_import_void',
        'unmatched_assigned',
        'unmatched_written_off',
        'withdrawal',
        'withdrawal_paid',
        'withdrawal_returned',
      ],
    }).notNull(),
    royaltyLineId: uuid('royalty_line_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_transactions_line_idx').on(t.royaltyLineId)],
);

/**
 * How a posting took part in dividing a line's artist share among the owner and collaborators
 * (decision 030): a collaborator's `share`, the owner's `rest`, or a collaborator's `recoup`.
 */
export const splitParts = ['share', 'rest', 'recoup'] as const;

/**
 * The postings of a transaction sum to zero: checked in code and, after every INSERT
 * statement, by a trigger on the statement's own rows (migration 0019). Positive credits an
 * account, negative debits it.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Units of 10^-8 USD. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The split that paid a collaborator's `share` or `recoup` posting. */
    splitId: uuid('split_id').references(() => splits.id),
    splitPart: text('split_part', { enum: splitParts }),
    /** The part of the artist share this posting got: a `share`'s or the owner's `rest`. */
    splitBasisPoints: integer('split_basis_points'),
  },
  (t) => [
    index('ledger_postings_recoup_idx')
      .on(t.splitId)
      .where(sql`${t.splitPart} = 'recoup'`),
    index('ledger_postings_account_idx').on(t.accountId),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
  ],
);
