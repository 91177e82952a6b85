import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed (both set by the database at insert). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
