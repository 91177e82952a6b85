import { z } from 'zod';
import { parseStreamingProfile } from './artists.ts';
import {
  contentLanguages,
  contributorRoles,
  genres,
  instruments,
  versionTypes,
  type ContentLanguage,
} from './catalog.ts';
import type { ErrorCode } from './errors.ts';
import { normalizeIsrc } from './identifiers.ts';
import { contributorTotalIsWhole, isValidContributorName } from './release-rules.ts';
import { mediaIssueSchema, uploadStatuses } from './uploads.ts';
import { optionalLine, v } from './validation.ts';

export { contentLanguages, type ContentLanguage };

/** Track form messages that `validation` has no key for: each is an error code (`errors`). */
export const trackFieldErrors = {
  unknownLanguage: 'unknown_language',
  unknownGenre: 'unknown_genre',
  unknownVersionType: 'unknown_version_type',
  unknownInstrument: 'unknown_instrument',
  unknownContributorRole: 'unknown_contributor_role',
  invalidContributorName: 'invalid_contributor_name',
  contributorPercentage: 'contributor_percentage',
  contributorTotal: 'contributor_total',
  invalidIsrc: 'invalid_isrc',
} as const satisfies Record<string, ErrorCode>;
const e = trackFieldErrors;

/** An enum whose unknown value has its own message and whose null clears the field. */
export const optionalEnum = <T extends readonly [string, ...string[]]>(
  values: T,
  unknown: string,
) => z.enum(values, { error: unknown }).nullable().optional();

/** Optional texts: absent leaves the value alone (PATCH), '' or null clears it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: v.maxLength })
    .transform((s) => s || null)
    .nullable()
    .optional();

const name = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(100, { error: v.maxLength });

export const performerSchema = z.object({
  name,
  instrument: z.enum(instruments, {
    error: (issue) => (issue.input === undefined ? v.required : e.unknownInstrument),
  }),
});
export type Performer = z.infer<typeof performerSchema>;

/** A share with at most two decimals (kept as hundredths of a percent), above 0 and up to 100. */
const percentage = z
  .number({ error: v.required })
  .refine((p) => p > 0 && p <= 100 && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
    error: e.contributorPercentage,
  });

export const contributorSchema = z.object({
  name: name.refine(isValidContributorName, { error: e.invalidContributorName }),
  role: z.enum(contributorRoles, {
    error: (issue) => (issue.input === undefined ? v.required : e.unknownContributorRole),
  }),
  percentage,
});
export type Contributor = z.infer<typeof contributorSchema>;

/** An ISRC with or without hyphens or spaces, in any case, kept as CC-XXX-YY-NNNNN. */
export const isrcInputSchema = z
  .string()
  .transform((s, ctx) => {
    if (!s.trim()) return null;
    const isrc = normalizeIsrc(s.replace(/\s+/g, ''));
    if (isrc) return isrc;
    ctx.issues.push({ code: 'custom', message: e.invalidIsrc, input: s });
    return z.NEVER;
  })
  .nullable()
  .optional();

/** The composer's artist page on Spotify or Apple Music, kept as its canonical URL. */
const composerUriSchema = z
  .string()
  .trim()
  .max(300, { error: v.maxLength })
  .transform((s, ctx) => {
    if (!s) return null;
    const parsed = parseStreamingProfile(s);
    if (parsed.ok) return parsed.profile.url;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: s });
    return z.NEVER;
  })
  .nullable()
  .optional();

/**
 * A track's fields as the wizard's tracks step sends them. Everything may be missing while
 * the release is a draft: submission names what is still needed (see submission problems).
 */
export const trackInputSchema = z.object({
  title: optionalLine(200),
  /** Blank means the release's primary artist. */
  trackArtist: optionalLine(200),
  featuredArtists: z.array(name).max(10, { error: v.maxLength }).optional(),
  /** An audio upload of the owner (tus); its QC result comes with the release detail. */
  audioUploadId: z.uuid({ error: 'unknown_upload' }).nullable().optional(),
  /** A custom ISRC (paid plans); null lets the platform assign one at submission. */
  isrc: isrcInputSchema,
  language: optionalEnum(contentLanguages, e.unknownLanguage),
  /** Overrides the release's primary genre for this track. */
  genre: optionalEnum(genres, e.unknownGenre),
  explicit: z.boolean().optional(),
  hasLyrics: z.boolean().optional(),
  lyrics: optionalText(10_000),
  versionType: z.enum(versionTypes, { error: e.unknownVersionType }).optional(),
  composerName: optionalLine(200),
  composerUri: composerUriSchema,
  /** Intros and outros may be shorter than a minute (audio QC reads this flag). */
  introOutro: z.boolean().optional(),
  performers: z.array(performerSchema).max(50, { error: v.maxLength }).optional(),
  contributors: z
    .array(contributorSchema)
    .max(50, { error: v.maxLength })
    .refine((list) => list.length === 0 || contributorTotalIsWhole(list.map((c) => c.percentage)), {
      error: e.contributorTotal,
      // A share that is itself wrong says so; the total would only repeat it.
      when: (payload) => (payload.issues ?? []).length === 0,
    })
    .optional(),
});
export type TrackInput = z.output<typeof trackInputSchema>;
export const trackPatchSchema = trackInputSchema;

export const reorderTracksSchema = z.object({
  /** Every track of the release, once each, in the new order. */
  trackIds: z.array(z.uuid()).min(1).max(500),
});

/** The track's audio upload and what its QC found. */
export const trackAudioSchema = z.object({
  uploadId: z.string(),
  status: z.enum(uploadStatuses),
  durationSeconds: z.number().nullable(),
  rejections: z.array(mediaIssueSchema),
  warnings: z.array(mediaIssueSchema),
});

export const trackSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string().nullable(),
  trackArtist: z.string().nullable(),
  featuredArtists: z.array(z.string()),
  /** Null when no audio is attached, or the upload no longer exists. */
  audio: trackAudioSchema.nullable(),
  isrc: z.string().nullable(),
  /** Given by the artist (paid plans) rather than assigned by the platform. */
  isrcIsCustom: z.boolean(),
  language: z.enum(contentLanguages).nullable(),
  genre: z.enum(genres).nullable(),
  explicit: z.boolean(),
  hasLyrics: z.boolean(),
  lyrics: z.string().nullable(),
  versionType: z.enum(versionTypes),
  composerName: z.string().nullable(),
  composerUri: z.string().nullable(),
  introOutro: z.boolean(),
  performers: z.array(performerSchema),
  contributors: z.array(
    z.object({ name: z.string(), role: z.enum(contributorRoles), percentage: z.number() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Track = z.infer<typeof trackSchema>;
