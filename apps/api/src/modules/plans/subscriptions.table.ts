import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * The plan each user holds now, one row per user: billing sets it from payments, an admin may
 * change it; the periods a plan was held are in plan_periods.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planName: text('plan_name', { enum: ['lite', 'artist', 'pro'] })
    .notNull()
    .default('lite'),
  status: text('status', { enum: ['active', 'canceled'] })
    .notNull()
    .default('active'),
  ...timestamps,
});
