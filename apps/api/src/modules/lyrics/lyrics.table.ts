import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { genres } from '@soundpost/contracts/catalog';
import {
  lyricLanguages,
  lyricMoods,
  lyricNotes,
  lyricProviders,
} from '@soundpost/contracts/lyrics';
import { users } from '../users/users.table.ts';

/** Lyrics an artist generated and then edited (decision 047), with the form they came from. */
export const lyrics = pgTable(
  'lyrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    genre: text('genre', { enum: genres }).notNull(),
    mood: text('mood', { enum: lyricMoods }).notNull(),
    language: text('language', { enum: lyricLanguages }).notNull(),
    dedicatedTo: text('dedicated_to'),
    chorus: text('chorus'),
    customWords: text('custom_words').array().notNull(),
    text: text('text').notNull(),
    /** Who wrote the first version: the built-in writer or the configured model. */
    provider: text('provider', { enum: lyricProviders }).notNull(),
    model: text('model'),
    note: text('note', { enum: lyricNotes }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lyrics_owner_created_idx').on(t.ownerId, t.createdAt, t.id)],
);

export type LyricRow = typeof lyrics.$inferSelect;
