import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Platform settings an administrator edits, one JSON value per key. Each module owns its keys
 * and their rules (release-settings.ts, upload-settings.ts); lib/settings.ts reads and writes them.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
