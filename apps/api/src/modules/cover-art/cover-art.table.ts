import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@soundpost/contracts/errors';
import {
  coverArtProviders,
  coverArtStatuses,
  coverArtStyles,
} from '@soundpost/contracts/cover-art';
import { users } from '../users/users.table.ts';

/**
 * One request for cover art (decision 049): the words and the look, who paints, and the state
 * of the job that paints the four images. The images are in storage under the set's id.
 */
export const coverArtSets = pgTable(
  'cover_art_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    style: text('style', { enum: coverArtStyles }).notNull(),
    provider: text('provider', { enum: coverArtProviders }).notNull(),
    model: text('model'),
    status: text('status', { enum: coverArtStatuses }).notNull(),
    /** Runs of the job that started (the last allowed one fails the set). */
    attempts: integer('attempts').notNull().default(0),
    failureCode: text('failure_code').$type<ErrorCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cover_art_sets_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    check(
      'cover_art_sets_failure_check',
      sql`(${t.status} = 'failed') = (${t.failureCode} is not null)`,
    ),
  ],
);

export type CoverArtSetRow = typeof coverArtSets.$inferSelect;
export type NewCoverArtSetRow = typeof coverArtSets.$inferInsert;
