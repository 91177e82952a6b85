import { z } from 'zod';
import {
  releaseSchedules,
  releaseStatuses,
  reopeningReasons,
  type ReleaseStatus,
} from './catalog.ts';
import { releaseDetailSchema } from './releases.ts';
import { uploadSchema } from './uploads.ts';
import { planSchema } from './users.ts';
import { requiredText } from './validation.ts';

/** What the review queue shows when no status is asked for: releases waiting for a decision. */
export const defaultQueueStatuses: ReleaseStatus[] = ['submitted', 'in_review'];

// A query string repeats a key or separates values with commas: both give a list.
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')),
    z.array(item).max(20).optional(),
  );

export const reviewQueueQuerySchema = z.object({
  status: listParam(z.enum(releaseStatuses)),
  schedule: z.enum(releaseSchedules).optional(),
  plan: planSchema.optional(),
  store: z.string().max(100).optional(),
  /** Only releases waiting longer than this many hours since their submission. */
  olderThanHours: z.coerce.number().int().min(0).max(100_000).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const reviewQueueRowSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  status: z.enum(releaseStatuses),
  owner: personSchema.extend({ plan: planSchema }),
  schedule: z.enum(releaseSchedules),
  storeCount: z.number().int(),
  /** The latest submission (a reopened release counts from its resubmission). */
  submittedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  /** The reviewer who took the release, if one holds it. */
  holder: personSchema.nullable(),
});
export type ReviewQueueRow = z.infer<typeof reviewQueueRowSchema>;

export const reviewQueuePageSchema = z.object({
  items: z.array(reviewQueueRowSchema),
  nextCursor: z.string().nullable(),
});

export const reviewSummarySchema = z.object({
  counts: z.partialRecord(z.enum(releaseStatuses), z.number().int()),
  /** Decisions (approve, reject, reopen) of the last 30 days and how long each had waited. */
  decided: z.object({
    count: z.number().int(),
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewCommentSchema = z.object({
  id: z.string(),
  author: personSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
});

export const reviewActivitySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The person who did it; null for the platform's jobs or a deleted account. */
  by: personSchema.nullable(),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});

export const artistHistoryEntrySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.enum(releaseStatuses),
  submittedAt: z.string().nullable(),
  /** Every rejection and reopening of that release, with the reason or message. */
  decisions: z.array(
    z.object({
      kind: z.enum(['rejected', 'reopened']),
      reason: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

export const reviewReleaseSchema = z.object({
  release: releaseDetailSchema,
  owner: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    plan: planSchema,
    createdAt: z.string(),
    emailVerified: z.boolean(),
    freeze: z.boolean(),
  }),
  /** The full-size artwork for staff (the delivery JPEG). */
  artworkUrl: z.string().nullable(),
  /** Each track's audio upload with its QC report and waveform, and where to stream it. */
  media: z.array(
    z.object({
      trackId: z.string(),
      audioUrl: z.string().nullable(),
      upload: uploadSchema.nullable(),
    }),
  ),
  history: z.array(artistHistoryEntrySchema),
  holder: personSchema.extend({ takenAt: z.string() }).nullable(),
  comments: z.array(reviewCommentSchema),
  activity: z.array(reviewActivitySchema),
  dueAt: z.string().nullable(),
});
export type ReviewRelease = z.infer<typeof reviewReleaseSchema>;

// Both come from a multi-line text box: a message to the artist, a note for the team.
export const rejectInputSchema = z.object({ message: requiredText(2000) });

export const reopenInputSchema = z.object({
  reason: z.enum(reopeningReasons),
  note: z.string().trim().max(2000).optional(),
});

export const commentInputSchema = z.object({ text: requiredText(4000) });

export const bulkApproveInputSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });

export const bulkApproveResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      /** The error code when this one was not approved. */
      code: z.string().optional(),
    }),
  ),
});

export const takedownRowSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  owner: personSchema.extend({ plan: planSchema }),
  storeCount: z.number().int(),
  requestedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  /** Takedown messages made when an admin processed it (0: not processed yet), and how many the stores acknowledged. */
  takedown: z.object({ sent: z.number().int(), acknowledged: z.number().int() }),
});
export type TakedownRow = z.infer<typeof takedownRowSchema>;

export const takedownListSchema = z.object({ items: z.array(takedownRowSchema) });
