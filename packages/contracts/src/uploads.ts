import { z } from 'zod';
import { errorCodes } from './errors.ts';
import { v } from './validation.ts';

export const uploadKinds = ['artwork', 'audio'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * uploading: bytes are still arriving (tus); processing: the audio QC job has not finished;
 * complete: stored and checked (audio may still carry rejections, see `qc`); failed: the file
 * could not be used (`failure` says why): upload it again.
 */
export const uploadStatuses = ['uploading', 'processing', 'complete', 'failed'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** The spec's size limits (section 5): the dropzone checks them before sending anything. */
export const uploadLimits = {
  artwork: { maxBytes: 20 * 1024 * 1024, maxLabel: '20 MB' },
  audio: { maxBytes: 100 * 1024 * 1024, maxLabel: '100 MB' },
} as const;

/**
 * Per-user limits an administrator sets (GET/PATCH /v1/admin/settings). Unfinished uploads are
 * audio uploads still receiving bytes (started in the last 24 hours); the daily bytes count
 * every upload started since midnight UTC, by its declared (audio) or received (artwork) size.
 */
export const uploadSettingsFields = {
  maxUnfinishedUploads: z
    .number({ error: v.range })
    .int({ error: v.range })
    .min(1, { error: v.range })
    .max(100, { error: v.range }),
  /** From the largest single file (100 MB) up to 1 TB. */
  maxUploadBytesPerDay: z
    .number({ error: v.range })
    .int({ error: v.range })
    .min(uploadLimits.audio.maxBytes, { error: v.range })
    .max(1024 ** 4, { error: v.range }),
};
export const uploadSettingsSchema = z.object({
  maxUnfinishedUploads: z.number().int(),
  maxUploadBytesPerDay: z.number().int(),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;
export const uploadSettingsPatchSchema = z.object(uploadSettingsFields).partial();

/** The tus endpoint for audio; `Upload-Metadata` carries `filename` (and optionally `filetype`). */
export const audioUploadEndpoint = '/v1/uploads/audio';

export const thumbnailSizes = [600, 200] as const;
export type ThumbnailSize = (typeof thumbnailSizes)[number];

export const thumbnailQuerySchema = z.object({
  size: z.coerce.number().pipe(z.literal(thumbnailSizes)).default(600),
});

const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One finding of a media check: an `errors` code, its message values and an advice key. */
export const mediaIssueSchema = z.object({
  code: z.enum(errorCodes),
  params: messageParamsSchema.optional(),
  /** Key of a longer "what to do" text in the `errors` namespace. */
  advice: z.string().optional(),
});
export type MediaIssue = z.infer<typeof mediaIssueSchema>;

/**
 * Why an upload failed: audio_unsupported_format (not a format we take), audio_damaged (a
 * format we take, but the file is cut short or broken), or upload_failed when checking gave up.
 */
export const uploadFailureSchema = z.object({
  code: z.enum(errorCodes),
  params: messageParamsSchema.optional(),
});

/** The audio QC result: what was measured and the judgement under the release rules. */
export const audioQcSchema = z.object({
  format: z.enum(['mp3', 'wav', 'flac', 'aiff']),
  durationSeconds: z.number(),
  sampleRate: z.number().int(),
  /** Null for MP3. */
  bitDepth: z.number().int().nullable(),
  channels: z.number().int(),
  integratedLufs: z.number().nullable(),
  truePeakDbtp: z.number().nullable(),
  /** Any rejection keeps the track from being submitted. */
  rejections: z.array(mediaIssueSchema),
  warnings: z.array(mediaIssueSchema),
  /** Peak levels 0..1 over equal slices of the track (up to 800). */
  waveform: z.array(z.number()),
});
export type AudioQc = z.infer<typeof audioQcSchema>;

export const uploadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(uploadKinds),
  status: z.enum(uploadStatuses),
  /** As the user's computer named it (display only; the format comes from the content). */
  filename: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Artwork: the size of the original image. */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Artwork: the 600 px thumbnail (200 px with `size=200`); the 3000 px JPEG is `/artwork`. */
  thumbnailUrl: z.string().optional(),
  failure: uploadFailureSchema.optional(),
  /** Audio, once checked. */
  qc: audioQcSchema.optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Upload = z.infer<typeof uploadSchema>;
