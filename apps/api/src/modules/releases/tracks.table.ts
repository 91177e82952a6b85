import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { genres, versionTypes } from '@soundpost/contracts/catalog';
import { contentLanguages, type Performer } from '@soundpost/contracts/tracks';
import { releases } from './releases.table.ts';
import { uploads } from '../uploads/uploads.table.ts';

/** A contributor's share in hundredths of a percent, so shares add up to exactly 10,000. */
export type StoredContributor = { name: string; role: string; share: number };

export const tracks = pgTable(
  'tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** 1-based order on the release. */
    position: integer('position').notNull(),
    title: text('title'),
    trackArtist: text('track_artist'),
    featuredArtists: jsonb('featured_artists').$type<string[]>().notNull().default([]),
    // A deleted upload leaves the track without audio, which submission then asks for again.
    audioUploadId: uuid('audio_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    isrc: text('isrc'),
    isrcIsCustom: boolean('isrc_is_custom').notNull().default(false),
    language: text('language', { enum: contentLanguages }),
    genre: text('genre', { enum: genres }),
    explicit: boolean('explicit').notNull().default(false),
    hasLyrics: boolean('has_lyrics').notNull().default(false),
    lyrics: text('lyrics'),
    versionType: text('version_type', { enum: versionTypes }).notNull().default('original'),
    composerName: text('composer_name'),
    composerUri: text('composer_uri'),
    introOutro: boolean('intro_outro').notNull().default(false),
    performers: jsonb('performers').$type<Performer[]>().notNull().default([]),
    contributors: jsonb('contributors').$type<StoredContributor[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracks_release_position_key').on(t.releaseId, t.position),
    index('tracks_audio_upload_idx').on(t.audioUploadId),
    index('tracks_isrc_idx').on(t.isrc),
  ],
);

export type TrackRow = typeof tracks.$inferSelect;
export type NewTrackRow = typeof tracks.$inferInsert;
