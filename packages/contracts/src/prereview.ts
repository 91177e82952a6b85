import { z } from 'zod';
import { reopeningReasons } from './catalog.ts';

/**
 * Pre-review: the automatic checks run on a release before a reviewer looks at it. Each check
 * (a "rule") yields findings; a finding's code is stable (the `prereview` namespace translates
 * `<code>.message` and `<code>.fix`), and it names the reopening reason a reviewer would use.
 */
export const checkRules = [
  'title_style',
  'artist_name',
  'version_type',
  'artwork_text',
  'artwork_copy',
  'audio_duplicate',
  'identifiers',
  'audio_qc',
] as const;
export type CheckRule = (typeof checkRules)[number];

export const findingCodes = [
  'title_all_caps',
  'feat_format',
  'title_explicit_tag',
  'title_official',
  'title_url',
  'title_email',
  'title_emoji',
  'title_hashtag',
  'featured_in_primary_artist',
  'several_primary_artists',
  'various_artists_single',
  'generic_artist_name',
  'version_type_mismatch',
  'version_missing_in_title',
  'remix_without_remixer',
  'artwork_mostly_text',
  'artwork_copy',
  'audio_duplicate',
  'isrc_reused',
  'qc_unreadable',
  'qc_length',
  'qc_silence',
  'qc_loudness',
  'qc_clipping',
  'qc_lossy_source',
] as const;
export type FindingCode = (typeof findingCodes)[number];

export const findingSeverities = ['blocking', 'warning'] as const;
export type FindingSeverity = (typeof findingSeverities)[number];

export const findingSchema = z.object({
  code: z.enum(findingCodes),
  rule: z.enum(checkRules),
  severity: z.enum(findingSeverities),
  /** Values the message interpolates (a title, a track position, a similarity…). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The reopening reason a reviewer would send the release back with. */
  reason: z.enum(reopeningReasons),
  /** The artist can fix it in the wizard; the others are for the review team only. */
  fixableByArtist: z.boolean(),
  /** The wizard step where the artist fixes it (for the link on the review step). */
  step: z.enum(['basic-info', 'artwork', 'tracks']),
});
export type Finding = z.infer<typeof findingSchema>;

/**
 * Why a check did not run: the program it needs is not installed, or it failed on a track.
 * A server problem, never the artist's: the release goes to a person, who checks by hand.
 */
export const notRunCauses = ['program_missing', 'program_failed'] as const;
export type NotRunCause = (typeof notRunCauses)[number];

export const notRunCheckSchema = z.object({
  rule: z.enum(checkRules),
  cause: z.enum(notRunCauses),
  /** The track it failed on; null when it could run on none (the program is missing). */
  position: z.number().int().nullable(),
});
export type NotRunCheck = z.infer<typeof notRunCheckSchema>;

/** GET /v1/admin/releases/:id/checks: the stored pre-review (null before it ran). */
export const releaseChecksSchema = z.object({
  releaseId: z.string(),
  computedAt: z.string().nullable(),
  findings: z.array(findingSchema),
  /** Rules that found nothing. */
  passed: z.array(z.enum(checkRules)),
  /** Checks that could not run (a warning for the reviewer; keeps it from auto-approval). */
  notRun: z.array(notRunCheckSchema),
  /** Left for a reviewer by the auto-approval's random sample although it was clean. */
  spotCheck: z.boolean(),
});
export type ReleaseChecks = z.infer<typeof releaseChecksSchema>;

/** GET /v1/releases/:id/checks: the findings the artist can fix, computed now. */
export const artistChecksSchema = z.object({
  releaseId: z.string(),
  findings: z.array(findingSchema),
});
export type ArtistChecks = z.infer<typeof artistChecksSchema>;

/** The auto-approval settings group (an administrator's, off by default). */
export const autoApprovalSettingsFields = {
  autoApprovalEnabled: z.boolean(),
  /** Minutes a clean release waits after submission before it may be approved automatically. */
  autoApprovalHoldMinutes: z.number().int().min(0).max(10_080),
  /** The owner's account must be at least this many days old. */
  autoApprovalMinAccountAgeDays: z.number().int().min(0).max(3650),
  /** This share of clean releases still goes to a reviewer (a spot check). */
  autoApprovalSpotCheckPercent: z.number().int().min(0).max(100),
};
export const autoApprovalSettingsSchema = z.object(autoApprovalSettingsFields);
export type AutoApprovalSettings = z.infer<typeof autoApprovalSettingsSchema>;
export const autoApprovalSettingsPatchSchema = autoApprovalSettingsSchema.partial();

/** GET /v1/admin/auto-approvals/summary: the last 30 days. */
export const autoApprovalSummarySchema = z.object({
  days: z.number(),
  autoApproved: z.number(),
  spotChecked: z.number(),
  /** Releases a person took into review, and how long they waited for it since submission. */
  humanReviewed: z.number(),
  waitMinutesMedian: z.number().nullable(),
  waitMinutesP90: z.number().nullable(),
});
export type AutoApprovalSummary = z.infer<typeof autoApprovalSummarySchema>;
