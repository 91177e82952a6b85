import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Words refused in release and track titles; stored lower-case, matched as whole words. */
export const bannedWords = pgTable('banned_words', {
  word: text('word').primaryKey(),
  addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number handed out per identifier range (`upc:<prefix>`, `isrc:<CC-XXX>:<YY>`).
 * A row, not a sequence: it is taken inside the submission's transaction, so a rolled-back
 * submission leaves no gap and a new prefix starts its own range.
 */
export const identifierCounters = pgTable('identifier_counters', {
  scope: text('scope').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull(),
});
