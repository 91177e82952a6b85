import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { planCurrencies } from '@soundpost/contracts/plans';
import { plans } from '@soundpost/contracts/users';

/**
 * Yearly plan prices, append-only (the migration adds a trigger refusing UPDATE, DELETE and
 * TRUNCATE): a plan's price at a moment is the row with the latest `effectiveFrom` not after
 * it, so a change applies to periods starting from then and history is never rewritten
 * (decision 027). No foreign key to users, so the history outlives the admin who set a price.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plan: text('plan', { enum: plans }).notNull(),
    /** Integer minor units (cents): 4999 USD is $49.99. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: planCurrencies }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    /** The admin who set it; null for the price seeded from the spec. */
    setBy: uuid('set_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_prices_plan_effective_idx').on(t.plan, t.effectiveFrom),
    check('plan_prices_amount_not_negative', sql`${t.amountMinor} >= 0`),
  ],
);

export type PlanPriceRow = typeof planPrices.$inferSelect;
