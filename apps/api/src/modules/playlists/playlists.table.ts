import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { genres } from '@soundpost/contracts/catalog';
import { pitchStatuses } from '@soundpost/contracts/playlists';
import { tracks } from '../releases/tracks.table.ts';
import { uploads } from '../uploads/uploads.table.ts';
import { users } from '../users/users.table.ts';

/** A playlist the team curates (decision 052): public, managed by admins. */
export const curatedPlaylists = pgTable('curated_playlists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  curator: text('curator').notNull(),
  genre: text('genre', { enum: genres }).notNull(),
  followers: integer('followers').notNull(),
  coverUploadId: uuid('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  acceptsSubmissions: boolean('accepts_submissions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** An artist's song pitched to a playlist, and the curator's answer. One per song and playlist. */
export const playlistPitches = pgTable(
  'playlist_pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => curatedPlaylists.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    pitch: text('pitch').notNull(),
    status: text('status', { enum: pitchStatuses }).notNull(),
    note: text('note'),
    /** The curator who answered; no foreign key, so the answer outlives their account. */
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('playlist_pitches_song_once').on(t.playlistId, t.trackId),
    index('playlist_pitches_owner_created_idx').on(t.ownerId, t.createdAt),
    index('playlist_pitches_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type CuratedPlaylistRow = typeof curatedPlaylists.$inferSelect;
export type PlaylistPitchRow = typeof playlistPitches.$inferSelect;
