import { z } from 'zod';
import {
  genres,
  releaseSchedules,
  releaseStatuses,
  releaseTypes,
  reopeningReasons,
  wizardSteps,
  type WizardStep,
} from './catalog.ts';
import type { ErrorCode } from './errors.ts';
import { isValidUpc } from './identifiers.ts';
import { isValidDate } from './release-rules.ts';
import { contentLanguages, optionalEnum, trackSchema } from './tracks.ts';
import { mediaIssueSchema, uploadStatuses } from './uploads.ts';
import { optionalLine, v } from './validation.ts';

export { wizardSteps, type WizardStep };

/** Release form messages that `validation` has no key for: each is an error code (`errors`). */
export const releaseFieldErrors = {
  unknownReleaseType: 'unknown_release_type',
  unknownLanguage: 'unknown_language',
  unknownGenre: 'unknown_genre',
  unknownSchedule: 'unknown_schedule',
  unknownStore: 'unknown_store',
  unknownArtist: 'unknown_artist',
  unknownUpload: 'unknown_upload',
  invalidUpc: 'invalid_upc',
  invalidDate: 'invalid_date',
  liveDateBeforeReleaseDate: 'live_date_before_release_date',
  presaveDateNotBeforeRelease: 'presave_date_not_before_release',
} as const satisfies Record<string, ErrorCode>;
const e = releaseFieldErrors;

/** A calendar date written YYYY-MM-DD; '' or null clears it. */
const optionalDate = z
  .string()
  .trim()
  .refine((s) => !s || isValidDate(s), { error: e.invalidDate })
  .transform((s) => s || null)
  .nullable()
  .optional();

/** A custom UPC/EAN (paid plans); null lets the platform assign one at submission. */
const upcSchema = z
  .string()
  .trim()
  .refine((s) => !s || isValidUpc(s), { error: e.invalidUpc })
  .transform((s) => s || null)
  .nullable()
  .optional();

/**
 * Any step's fields of the release wizard: POST /v1/releases (basic-info, creating the draft)
 * and PATCH /v1/releases/:id take it. Drafts may be incomplete; submission names what is
 * still missing. Dates are checked against each other when both are known.
 */
export const releaseInputSchema = z
  .object({
    title: optionalLine(200),
    artistId: z.uuid({ error: e.unknownArtist }).nullable().optional(),
    releaseType: z.enum(releaseTypes, { error: e.unknownReleaseType }).optional(),
    language: optionalEnum(contentLanguages, e.unknownLanguage),
    primaryGenre: optionalEnum(genres, e.unknownGenre),
    secondaryGenre: optionalEnum(genres, e.unknownGenre),
    recordLabel: optionalLine(200),
    upc: upcSchema,
    artworkUploadId: z.uuid({ error: e.unknownUpload }).nullable().optional(),
    /** Store ids (GET /v1/stores); premium-only ones are ignored on the free plan. */
    storeIds: z.array(z.string().max(100)).max(500).optional(),
    releaseDate: optionalDate,
    /** When stores show the release; the release date when absent. */
    liveDate: optionalDate,
    schedule: z.enum(releaseSchedules, { error: e.unknownSchedule }).optional(),
    presaveEnabled: z.boolean().optional(),
    presaveDate: optionalDate,
    /** The step the wizard has reached; the server keeps the furthest one. */
    wizardStep: z.enum(wizardSteps).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.releaseDate && r.liveDate && r.liveDate < r.releaseDate)
      ctx.addIssue({ code: 'custom', path: ['liveDate'], message: e.liveDateBeforeReleaseDate });
    if (
      r.presaveDate &&
      (r.liveDate ?? r.releaseDate) &&
      r.presaveDate >= (r.liveDate ?? r.releaseDate)!
    )
      ctx.addIssue({
        code: 'custom',
        path: ['presaveDate'],
        message: e.presaveDateNotBeforeRelease,
      });
  });
export type ReleaseInput = z.output<typeof releaseInputSchema>;

export const releaseSorts = ['newest', 'oldest'] as const;
export const releaseListQuerySchema = z.object({
  sort: z.enum(releaseSorts).default('newest'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const releaseListItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.enum(releaseStatuses),
  releaseType: z.enum(releaseTypes),
  artistName: z.string().nullable(),
  artworkThumbnailUrl: z.string().nullable(),
  trackCount: z.number().int(),
  releaseDate: z.string().nullable(),
  referenceId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const releasePageSchema = z.object({
  items: z.array(releaseListItemSchema),
  nextCursor: z.string().nullable(),
  /** All the user's releases, drafts included, whatever the page. */
  total: z.number().int(),
});

export const timelineSteps = [
  'submission_received',
  'review',
  'presave_starts',
  'goes_live',
  'published',
  // How the way to the stores ended, after the steps that happened before it.
  'rejected',
  'expired',
  'takedown_requested',
  'removed',
] as const;

export const timelineStepSchema = z.object({
  step: z.enum(timelineSteps),
  state: z.enum(['done', 'current', 'upcoming']),
  /** When it happened, or when it is planned (YYYY-MM-DD for planned calendar days). */
  date: z.string().nullable(),
  /**
   * While it has not happened: when we expect it (the review's due time, or the day the
   * release can be in the stores at the earliest, given its date and the plan's speed).
   */
  expected: z.string().nullable(),
});

export const releaseActivityKinds = [
  'created',
  'updated',
  'submitted',
  'review_started',
  'approved',
  'processing_started',
  'reopened',
  'rejected',
  'published',
  'went_live',
  'takedown_requested',
  'removed',
  'expired',
] as const;
export type ReleaseActivityKind = (typeof releaseActivityKinds)[number];

export const releaseActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(releaseActivityKinds),
  /** Who did it: the artist, the platform's team, or the platform itself (jobs). */
  by: z.enum(['artist', 'team', 'system']),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});

/**
 * The monthly releases of a plan with a limit (spec section 6): first submissions this
 * calendar month (UTC), the limit, and when the next month starts.
 */
export const releaseAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  resetsAt: z.string(),
});
export type ReleaseAllowance = z.infer<typeof releaseAllowanceSchema>;

/** `null` on plans without a monthly limit. */
export const releaseAllowanceResultSchema = z.object({
  allowance: releaseAllowanceSchema.nullable(),
});

/** What the dashboard shows of the user's releases. */
export const releaseOverviewSchema = z.object({
  /** The newest few, drafts included. */
  latest: z.array(releaseListItemSchema),
  /** Submitted and on their way, by release date, the soonest first. */
  upcoming: z.array(releaseListItemSchema),
  /** The latest events of all the user's releases, newest first. */
  activity: z.array(
    releaseActivitySchema.extend({ releaseId: z.string(), releaseTitle: z.string().nullable() }),
  ),
  total: z.number().int(),
  allowance: releaseAllowanceSchema.nullable(),
});
export type ReleaseOverview = z.infer<typeof releaseOverviewSchema>;

export const releaseDetailSchema = z.object({
  id: z.string(),
  status: z.enum(releaseStatuses),
  /** The platform's reference (SP-…), given at the first submission. */
  referenceId: z.string().nullable(),
  title: z.string().nullable(),
  artist: z.object({ id: z.string(), name: z.string() }).nullable(),
  releaseType: z.enum(releaseTypes),
  language: z.enum(contentLanguages).nullable(),
  primaryGenre: z.enum(genres).nullable(),
  secondaryGenre: z.enum(genres).nullable(),
  recordLabel: z.string().nullable(),
  upc: z.string().nullable(),
  upcIsCustom: z.boolean(),
  artwork: z
    .object({
      uploadId: z.string(),
      status: z.enum(uploadStatuses),
      thumbnailUrl: z.string().nullable(),
      rejections: z.array(mediaIssueSchema),
    })
    .nullable(),
  storeIds: z.array(z.string()),
  releaseDate: z.string().nullable(),
  liveDate: z.string().nullable(),
  schedule: z.enum(releaseSchedules),
  presaveEnabled: z.boolean(),
  presaveDate: z.string().nullable(),
  reopening: z.object({ reason: z.enum(reopeningReasons), note: z.string().nullable() }).nullable(),
  submittedAt: z.string().nullable(),
  wizardStep: z.enum(wizardSteps),
  /** Whether the artist may change it now (draft or reopened). */
  editable: z.boolean(),
  tracks: z.array(trackSchema),
  timeline: z.array(timelineStepSchema),
  /** Newest first. */
  activity: z.array(releaseActivitySchema),
  /** What the takedown dialog shows: free plans wait 90 days after the release date. */
  takedown: z.object({ allowed: z.boolean(), daysRemaining: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReleaseDetail = z.infer<typeof releaseDetailSchema>;

/** The answer of a save: the release, and the premium-only stores the plan made it drop. */
export const releaseSaveResultSchema = releaseDetailSchema.extend({
  ignoredStores: z.array(z.string()),
});

/** The three agreements of the review step; all must be accepted to submit. */
export const submitReleaseSchema = z.object({
  // Missing agreements are one of the problems listed with the others, not a 400.
  agreements: z
    .object({
      /** Owns or has licensed all rights. */
      rights: z.boolean().default(false),
      /** Does not infringe anyone's rights. */
      noInfringement: z.boolean().default(false),
      /** Agrees to the release terms. */
      terms: z.boolean().default(false),
    })
    .default({ rights: false, noInfringement: false, terms: false }),
});

/** What a 422 `submission_incomplete` lists: every problem at once. */
export const submissionProblemCodes = [
  'agreements_required',
  'artist_required',
  'title_required',
  'primary_genre_required',
  'language_required',
  'artwork_required',
  'artwork_processing',
  'artwork_rejected',
  'store_required',
  'release_date_required',
  'lead_time_too_short',
  'live_date_before_release_date',
  'schedule_not_allowed',
  'presave_not_allowed',
  'presave_date_required',
  'presave_date_not_before_release',
  'custom_identifier_not_allowed',
  'track_required',
  'track_limit_exceeded',
  'track_title_required',
  'track_language_required',
  'track_audio_required',
  'track_audio_processing',
  'track_audio_rejected',
  'track_performer_required',
  'track_contributor_required',
  'contributor_total',
  'banned_words',
  'distro_limit',
] as const satisfies readonly ErrorCode[];
export type SubmissionProblemCode = (typeof submissionProblemCodes)[number];

export const submissionProblemSchema = z.object({
  code: z.enum(submissionProblemCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The track the problem is about, for per-track problems. */
  trackId: z.string().optional(),
  /** The field that holds it (of the track when `trackId` is given), e.g. `title`. */
  field: z.string().optional(),
});
export type SubmissionProblem = z.infer<typeof submissionProblemSchema>;

export const takedownRequestSchema = z.object({
  /** The dialog's confirmation: a takedown cannot be undone. */
  confirm: z.literal(true, { error: v.required }),
});

// Administration: banned words and the platform's release settings.

export const bannedWordSchema = z.object({ word: z.string(), addedAt: z.string() });
export const bannedWordListSchema = z.object({ items: z.array(bannedWordSchema) });
export const bannedWordInputSchema = z.object({
  /** A word or short phrase, matched case-insensitively as whole words. */
  word: z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(60, { error: v.maxLength })
    .transform((s) => s.replace(/\s+/g, ' ').toLowerCase()),
});

/** Each release setting an administrator edits, with its rule (identifiers come from these). */
export const releaseSettingsFields = {
  /** Releases a free-plan user may submit per calendar month (UTC). */
  distroLimit: z
    .number({ error: v.range })
    .int({ error: v.range })
    .min(0, { error: v.range })
    .max(1000, { error: v.range }),
  /** Leading digits of assigned UPC-A codes (the GS1 company prefix), 1-10 digits. */
  upcPrefix: z.string().regex(/^\d{1,10}$/, { error: 'invalid_upc_prefix' }),
  /** Country and registrant code of assigned ISRCs: CC-XXX. */
  isrcPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}-?[A-Z0-9]{3}$/, { error: 'invalid_isrc_prefix' })
    .transform((s) => `${s.slice(0, 2)}-${s.slice(-3)}`),
};

export const releaseSettingsSchema = z.object({
  distroLimit: z.number().int(),
  upcPrefix: z.string(),
  isrcPrefix: z.string(),
});
export type ReleaseSettings = z.infer<typeof releaseSettingsSchema>;
export const releaseSettingsPatchSchema = z.object(releaseSettingsFields).partial();
