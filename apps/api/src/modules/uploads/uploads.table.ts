import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@soundpost/contracts/errors';
import { uploadKinds, uploadStatuses } from '@soundpost/contracts/uploads';
import type { AudioAnalysis, AudioVerdict } from '../media/index.ts';
import { users } from '../users/users.table.ts';

/**
 * One uploaded file: artwork (stored with its delivery JPEG and thumbnails once it passed the
 * checks) or audio (received over tus, then measured and judged by the `audio.qc` job).
 */
export const uploads = pgTable(
  'uploads',
  {
    // For audio, also the tus upload id (the last segment of its upload URL).
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    status: text('status', { enum: uploadStatuses }).notNull(),
    filename: text('filename').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Decided from the content: jpeg, png, mp3, wav, flac, aiff. */
    format: text('format'),
    originalKey: text('original_key'),
    /** Artwork: the 3000x3000 JPEG sent to stores. */
    deliveryKey: text('delivery_key'),
    /** Artwork: thumbnail size in px -> storage key. */
    thumbnailKeys: jsonb('thumbnail_keys').$type<Record<string, string>>(),
    width: integer('width'),
    height: integer('height'),
    /** Audio: the whole analysis (with its 800-point waveform), so it can be judged again. */
    analysis: jsonb('analysis').$type<AudioAnalysis>(),
    verdict: jsonb('verdict').$type<AudioVerdict>(),
    /** Audio: judged with the intro/outro exemption from the length rule. */
    introOrOutro: boolean('intro_or_outro').notNull().default(false),
    failureCode: text('failure_code').$type<ErrorCode>(),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    /** Audio: how many times the QC job started on this upload (it gives up after a few). */
    qcAttempts: integer('qc_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_created_idx').on(t.ownerId, t.createdAt),
    check('uploads_failure_check', sql`(${t.status} = 'failed') = (${t.failureCode} is not null)`),
    check('uploads_size_check', sql`${t.size} >= 0`),
  ],
);

/**
 * Bytes each user started uploading per UTC day, for the daily limit. A counter rather than a
 * sum over `uploads`, because uploads that were cancelled or refused leave no row there but
 * did cost their bytes. Its row is also what serialises one user's upload creations.
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
