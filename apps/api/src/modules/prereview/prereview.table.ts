import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckRule, Finding, NotRunCheck } from '@soundpost/contracts/prereview';
import { releases } from '../releases/releases.table.ts';
import { uploads } from '../uploads/uploads.table.ts';
import { users } from '../users/users.table.ts';

/** The stored pre-review of a release: computed by `prereview.run` after each submission. */
export const releaseChecks = pgTable('release_checks', {
  releaseId: uuid('release_id')
    .primaryKey()
    .references(() => releases.id, { onDelete: 'cascade' }),
  findings: jsonb('findings').$type<Finding[]>().notNull(),
  passed: jsonb('passed').$type<CheckRule[]>().notNull(),
  /** Checks that could not run (fpcalc missing or failing): a person reviews the release. */
  notRun: jsonb('not_run').$type<NotRunCheck[]>().notNull().default([]),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  /**
   * What auto-approval decided for this submission, once: approved, or drawn for a spot check
   * (left for a reviewer). Null until it decided; a new submission's checks reset it.
   */
  autoDecision: text('auto_decision', { enum: ['approved', 'spot_check'] }),
});

/** Chromaprint's raw fingerprint of an audio upload (fpcalc -raw), one per upload. */
export const audioFingerprints = pgTable('audio_fingerprints', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 32-bit sub-fingerprints, about 8 a second, unsigned. */
  fingerprint: jsonb('fingerprint').$type<number[]>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/**
 * The inverted index over fingerprints: the top 20 bits of each distinct sub-fingerprint. Bits
 * a re-encode flips are mostly low ones, so a copy shares most of its keys with the original,
 * and only uploads that share many keys are compared in full (see audio-fingerprint.ts).
 */
export const audioFingerprintKeys = pgTable(
  'audio_fingerprint_keys',
  {
    key: integer('key').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => audioFingerprints.uploadId, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.uploadId] }),
    index('audio_fingerprint_keys_upload_idx').on(t.uploadId),
  ],
);

/** The perceptual hash and text-likeness of an artwork upload's delivery JPEG. */
export const artworkHashes = pgTable('artwork_hashes', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 64-bit dHash, compared by Hamming distance (bit_count of the XOR) in the database. */
  dhash: bigint('dhash', { mode: 'bigint' }).notNull(),
  /** Share of the image (0..1) in blocks that look like printed text (artwork-text.ts). */
  textShare: real('text_share').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

export type ReleaseChecksRow = typeof releaseChecks.$inferSelect;
