import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { streamingServices } from '@soundpost/contracts/artists';
import { artistTypes, genres } from '@soundpost/contracts/catalog';
import { users } from '../users/users.table.ts';

export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: artistTypes }).notNull(),
    mainGenre: text('main_genre', { enum: genres }).notNull(),
    subgenre: text('subgenre'),
    // Verification only: no public query may select these two.
    legalFirstName: text('legal_first_name'),
    legalLastName: text('legal_last_name'),
    bio: text('bio'),
    website: text('website'),
    country: text('country').notNull(),
    streamingStatus: text('streaming_status', { enum: ['linked', 'to_be_created'] })
      .notNull()
      .default('to_be_created'),
    streamingService: text('streaming_service', { enum: streamingServices }),
    streamingId: text('streaming_id'),
    streamingUrl: text('streaming_url'),
    verified: boolean('verified').notNull().default(false),
    followers: integer('followers').notNull().default(0),
    /** The owner's opt-in to the public artist catalogue (decision 057); off by default. */
    inCatalogue: boolean('in_catalogue').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The two list orders: by name (case-insensitive) and newest first, each per owner.
    index('artists_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`, t.id),
    index('artists_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    check(
      'artists_streaming_profile_check',
      sql`(${t.streamingStatus} = 'linked' and ${t.streamingService} is not null and ${t.streamingId} is not null and ${t.streamingUrl} is not null)
        or (${t.streamingStatus} = 'to_be_created' and ${t.streamingService} is null and ${t.streamingId} is null and ${t.streamingUrl} is null)`,
    ),
    // The public catalogue (decision 057): listed artists only, one index per order, the
    // country and genre filter, and the name's words for the text search.
    index('artists_catalogue_followers_idx')
      .on(t.followers, t.id)
      .where(sql`${t.inCatalogue}`),
    index('artists_catalogue_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.inCatalogue}`),
    index('artists_catalogue_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.inCatalogue}`),
    index('artists_catalogue_country_genre_idx')
      .on(t.country, t.mainGenre, t.followers, t.id)
      .where(sql`${t.inCatalogue}`),
    index('artists_catalogue_search_idx')
      .using('gin', sql`to_tsvector('simple', ${t.name})`)
      .where(sql`${t.inCatalogue}`),
    check('artists_followers_check', sql`${t.followers} >= 0`),
  ],
);

export type ArtistRow = typeof artists.$inferSelect;
export type NewArtistRow = typeof artists.$inferInsert;
