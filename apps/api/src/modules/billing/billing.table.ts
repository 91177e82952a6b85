import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { billingProviders, billingVendors, checkoutStatuses } from '@soundpost/contracts/billing';
import { paidPlans, planCurrencies } from '@soundpost/contracts/plans';
import { plans } from '@soundpost/contracts/users';
import { users } from '../users/users.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const chargeKinds = ['subscription', 'upgrade'] as const;

/**
 * A paid plan bought here (decision 029): one per user, its current yearly period, and the
 * downgrade or cancellation waiting for the period's end. The plan in force is plan_periods'
 * (changePlan), which this row's changes drive.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: paidPlans }).notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    provider: text('provider', { enum: billingProviders }).notNull(),
    /** A device vendor's store billing it: cancelled in the device settings, not here. */
    vendor: text('vendor', { enum: billingVendors }),
    /** Stripe's subscription and customer ids. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The plan the subscription changes to at periodEnd (`lite`: it ends). */
    scheduledPlan: text('scheduled_plan', { enum: plans }),
    endedAt: at('ended_at'),
    /** When the provider's last subscription event applied here was created (Stripe's `created`). */
    providerStateAt: at('provider_state_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_user_key').on(t.userId),
    uniqueIndex('billing_subscriptions_provider_key').on(t.providerSubscriptionId),
    index('billing_subscriptions_due_idx')
      .on(t.periodEnd)
      .where(sql`${t.status} = 'active'`),
    check('billing_subscriptions_period', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** A payment request: the sandbox page or a Stripe Checkout Session, for a plan or an upgrade. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: paidPlans }).notNull(),
    kind: text('kind', { enum: chargeKinds }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: planCurrencies }).notNull(),
    status: text('status', { enum: checkoutStatuses }).notNull(),
    provider: text('provider', { enum: billingProviders }).notNull(),
    providerSessionId: text('provider_session_id'),
    /** The link that led to the purchase (`from`, e.g. v3_navbar). */
    source: text('source'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('billing_checkouts_user_idx').on(t.userId, t.status),
    check('billing_checkouts_amount', sql`${t.amountMinor} >= 0`),
  ],
);
export type CheckoutRow = typeof billingCheckouts.$inferSelect;

/** A payment taken: a year of a plan, or an upgrade's pro-rata part of the year. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SP-<year>-<serial>, the number printed on the PDF. */
    serial: integer('serial').generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').references(() => billingCheckouts.id),
    plan: text('plan', { enum: paidPlans }).notNull(),
    kind: text('kind', { enum: chargeKinds }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: planCurrencies }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    paidAt: at('paid_at').notNull(),
    /** Stripe's invoice or payment intent: the same payment told twice is recorded once. */
    providerReference: text('provider_reference'),
    source: text('source'),
    refundedAt: at('refunded_at'),
    refundedBy: uuid('refunded_by'),
  },
  (t) => [
    index('billing_invoices_user_idx').on(t.userId, t.paidAt),
    uniqueIndex('billing_invoices_reference_key').on(t.providerReference),
    check('billing_invoices_amount', sql`${t.amountMinor} >= 0`),
  ],
);
export type InvoiceRow = typeof billingInvoices.$inferSelect;

/** Provider events already processed, by their id: a replayed webhook changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider', { enum: billingProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [uniqueIndex('billing_events_key').on(t.provider, t.eventId)],
);
