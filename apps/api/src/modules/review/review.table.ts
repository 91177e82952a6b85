import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { releases } from '../releases/releases.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Who holds a release's review: one reviewer at a time, so two people never decide the same
 * release. The row goes when the review ends (a decision) or the holder gives it back.
 */
export const reviewHolds = pgTable('review_holds', {
  releaseId: uuid('release_id')
    .primaryKey()
    .references(() => releases.id, { onDelete: 'cascade' }),
  reviewerId: uuid('reviewer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReviewHoldRow = typeof reviewHolds.$inferSelect;

/** The review team's internal notes on a release: never shown to the artist. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    // Kept when the staff account goes, shown without a name.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_comments_release_idx').on(t.releaseId, t.createdAt)],
);
