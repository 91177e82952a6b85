import { payoutMethods, withdrawalStatuses } from '@soundpost/contracts/payouts';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from '../ledger/ledger.table.ts';
import { users } from '../users/users.table.ts';

/** Where an artist is paid: one per user, made by PUT /v1/account/payout. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: payoutMethods }).notNull(),
  email: text('email').notNull(),
  /** The provider's name for the recipient (a Stripe connected account; the e-mail for PayPal). */
  providerReference: text('provider_reference').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A request to pay out part of the balance. Its money moves in the ledger (never stored here):
 * `transactionId` took it from the artist to payouts in flight; `settledTransactionId` sent it
 * out (paid) or back to the artist (failed, rejected).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The client's Idempotency-Key, and a hash of the body it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Units of 10^-8 USD, as in the ledger. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: payoutMethods }).notNull(),
    email: text('email').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull(),
    /** The provider's id of the payout once sent. */
    payoutReference: text('payout_reference'),
    reason: text('reason'),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settledTransactionId: uuid('settled_transaction_id').references(() => ledgerTransactions.id),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_idempotency').on(t.userId, t.idempotencyKey),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);
