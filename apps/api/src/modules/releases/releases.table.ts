import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  genres,
  releaseSchedules,
  releaseStatuses,
  releaseTypes,
  reopeningReasons,
} from '@soundpost/contracts/catalog';
import { releaseActivityKinds, wizardSteps } from '@soundpost/contracts/releases';
import { contentLanguages } from '@soundpost/contracts/tracks';
import { artists } from '../artists/artists.table.ts';
import { uploads } from '../uploads/uploads.table.ts';
import { users } from '../users/users.table.ts';

export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Restrict: an artist that a release names cannot disappear under it.
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'restrict' }),
    title: text('title'),
    releaseType: text('release_type', { enum: releaseTypes }).notNull().default('single'),
    language: text('language', { enum: contentLanguages }),
    primaryGenre: text('primary_genre', { enum: genres }),
    secondaryGenre: text('secondary_genre', { enum: genres }),
    recordLabel: text('record_label'),
    upc: text('upc'),
    upcIsCustom: boolean('upc_is_custom').notNull().default(false),
    // The uploads module owns the file and its checks (see upload-lookup.ts). A deleted upload
    // leaves the release without artwork, which submission then asks for again.
    artworkUploadId: uuid('artwork_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    storeIds: jsonb('store_ids').$type<string[]>().notNull().default([]),
    releaseDate: date('release_date', { mode: 'string' }),
    liveDate: date('live_date', { mode: 'string' }),
    schedule: text('schedule', { enum: releaseSchedules }).notNull().default('standard'),
    presaveEnabled: boolean('presave_enabled').notNull().default(false),
    presaveDate: date('presave_date', { mode: 'string' }),
    status: text('status', { enum: releaseStatuses }).notNull().default('draft'),
    reopeningReason: text('reopening_reason', { enum: reopeningReasons }),
    reopeningNote: text('reopening_note'),
    /** The first submission: it counts towards the month's limit, later ones do not. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    referenceId: text('reference_id'),
    wizardStep: text('wizard_step', { enum: wizardSteps }).notNull().default('basic-info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('releases_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // The monthly limit counts the owner's first submissions of a month.
    index('releases_owner_submitted_idx').on(t.ownerId, t.submittedAt),
    index('releases_artist_idx').on(t.artistId),
    // A UPC names one product: two releases may never share one.
    uniqueIndex('releases_upc_key')
      .on(t.upc)
      .where(sql`${t.upc} is not null`),
    uniqueIndex('releases_reference_id_key')
      .on(t.referenceId)
      .where(sql`${t.referenceId} is not null`),
  ],
);

export type ReleaseRow = typeof releases.$inferSelect;
export type NewReleaseRow = typeof releases.$inferInsert;

export const releaseActivity = pgTable(
  'release_activity',
  {
    // A sequence, not a uuid: events of the same instant keep the order they happened in.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: releaseActivityKinds }).notNull(),
    /** Who did it; null for the platform itself (jobs). Kept when the account goes. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_activity_release_at_idx').on(t.releaseId, t.at)],
);

export type ReleaseActivityRow = typeof releaseActivity.$inferSelect;
