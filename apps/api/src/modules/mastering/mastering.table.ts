import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@soundpost/contracts/errors';
import {
  masteringPresets,
  masteringStages,
  masteringStatuses,
  type MasteringReport,
} from '@soundpost/contracts/mastering';
import { uploads } from '../uploads/uploads.table.ts';
import { users } from '../users/users.table.ts';
import type { MixAnalysis } from './derive-chain.ts';

/**
 * A mastering project (spec section 3): its input (an audio upload of the owner), the chosen
 * preset and preview loop, and the state of what was last asked for: the preview, then the
 * final master. `revision` counts the requests; a job works only on the revision it was sent
 * for, so a change or a cancel supersedes a running job.
 */
export const masteringProjects = pgTable(
  'mastering_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filename: text('filename').notNull(),
    sourceUploadId: uuid('source_upload_id')
      .notNull()
      .references(() => uploads.id),
    referenceUploadId: uuid('reference_upload_id').references(() => uploads.id),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    preset: text('preset', { enum: masteringPresets }).notNull(),
    loopStartSeconds: doublePrecision('loop_start_seconds').notNull(),
    stage: text('stage', { enum: masteringStages }).notNull(),
    status: text('status', { enum: masteringStatuses }).notNull(),
    progress: integer('progress').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    /** Runs of the current revision's job that started (the last allowed one fails it). */
    attempts: integer('attempts').notNull().default(0),
    failureCode: text('failure_code').$type<ErrorCode>(),
    /** The whole input and the reference, measured once by the first preview. */
    sourceAnalysis: jsonb('source_analysis').$type<MixAnalysis>(),
    referenceAnalysis: jsonb('reference_analysis').$type<MixAnalysis>(),
    previewReport: jsonb('preview_report').$type<MasteringReport>(),
    /** Playback gains (dB) that make the two preview files equally loud. */
    previewGains: jsonb('preview_gains').$type<{ mastered: number; original: number }>(),
    /** The revisions whose preview and master files are in storage (their keys name them). */
    previewRevision: integer('preview_revision'),
    masterRevision: integer('master_revision'),
    masterReport: jsonb('master_report').$type<MasteringReport>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mastering_projects_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    check(
      'mastering_projects_failure_check',
      sql`(${t.status} = 'failed') = (${t.failureCode} is not null)`,
    ),
  ],
);

export type MasteringProjectRow = typeof masteringProjects.$inferSelect;
export type NewMasteringProjectRow = typeof masteringProjects.$inferInsert;
