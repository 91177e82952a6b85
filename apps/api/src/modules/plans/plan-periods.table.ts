import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plans } from '@soundpost/contracts/users';
import { users } from '../users/users.table.ts';

/**
 * Which plan a user had when: one row per stretch of time, the open one has no end. A sale
 * month's royalty share is the share of the plan that applied then (see planAt), not today's.
 */
export const planPeriods = pgTable(
  'plan_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name', { enum: plans }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('plan_periods_user_starts_idx').on(t.userId, t.startsAt),
    uniqueIndex('plan_periods_open_key')
      .on(t.userId)
      .where(sql`${t.endsAt} is null`),
    check('plan_periods_order', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);
