import { z } from 'zod';
import { requiredString, v } from './validation.ts';

/** The mastering presets (issue 21); what each aims at is data in the API's engine. */
export const masteringPresets = ['balanced', 'warm', 'bright', 'punchy', 'open'] as const;
export type MasteringPreset = (typeof masteringPresets)[number];

/** Octave bands the engine measures and equalises, by centre frequency in Hz. */
export const octaveBands = [31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const;

/**
 * pending: a preview or the final master is being made (or waits to be); success: the last
 * thing asked for is ready; failed: it could not be made (`failure` says why).
 */
export const masteringStatuses = ['pending', 'success', 'failed'] as const;
export type MasteringStatus = (typeof masteringStatuses)[number];

/** The spec's limits for a mastering input: .mp3 or .wav, up to 100 MB, 1 to 20 minutes. */
export const masteringLimits = {
  formats: ['mp3', 'wav'] as const,
  maxBytes: 100 * 1024 * 1024,
  minSeconds: 60,
  maxSeconds: 20 * 60,
  /** The preview is this long, starting where the user chose. */
  loopSeconds: 30,
  /** The integrated loudness every preset lands on, and the true-peak ceiling. */
  targetLufs: -14,
  maxTruePeakDbtp: -1,
} as const;

/** What one measurement of a mix says: loudness, peak, range, spectrum and stereo image. */
export const mixFiguresSchema = z.object({
  integratedLufs: z.number().nullable(),
  truePeakDbtp: z.number().nullable(),
  loudnessRange: z.number().nullable(),
  /** Energy per octave band (`octaveBands`), in dB relative to the mean of 250 Hz to 4 kHz. */
  bands: z.array(z.number()),
  /** Slope of the band levels from 63 Hz to 16 kHz, in dB per octave. */
  tiltDbPerOctave: z.number(),
  /** Correlation of left and right, 1 for mono, 0 for unrelated, negative for out of phase. */
  correlation: z.number().nullable(),
});
export type MixFigures = z.infer<typeof mixFiguresSchema>;

/** Before and after figures of a preview or a master, and what the preset aimed at. */
export const masteringReportSchema = z.object({
  before: mixFiguresSchema,
  after: mixFiguresSchema,
  target: z.object({
    integratedLufs: z.number(),
    maxTruePeakDbtp: z.number(),
    bands: z.array(z.number()),
    tiltDbPerOctave: z.number(),
  }),
});
export type MasteringReport = z.infer<typeof masteringReportSchema>;

const loopStart = z
  .number({ error: v.required })
  .min(0, { error: v.range })
  .max(masteringLimits.maxSeconds - masteringLimits.loopSeconds, { error: v.range });

/**
 * A new project: its audio is one of the user's audio uploads (sent by tus, as a track's audio)
 * or the audio of a track of one of the user's releases; optionally a reference track to match.
 */
export const masteringProjectInputSchema = z
  .object({
    name: requiredString(100),
    uploadId: z.uuid({ error: 'unknown_upload' }).optional(),
    trackId: z.uuid({ error: 'unknown_upload' }).optional(),
    referenceUploadId: z.uuid({ error: 'unknown_upload' }).nullable().optional(),
    preset: z.enum(masteringPresets, { error: v.required }).default('balanced'),
    loopStartSeconds: loopStart.default(0),
  })
  .refine((input) => (input.uploadId === undefined) !== (input.trackId === undefined), {
    path: ['uploadId'],
    error: v.required,
  });
export type MasteringProjectInput = z.input<typeof masteringProjectInputSchema>;

/** The choices that change what the preview is made of; each change makes a new preview. */
export const masteringSettingsSchema = z.object({
  preset: z.enum(masteringPresets, { error: v.required }),
  loopStartSeconds: loopStart,
});
export type MasteringSettings = z.infer<typeof masteringSettingsSchema>;

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const masteringStages = ['preview', 'master'] as const;
export type MasteringStage = (typeof masteringStages)[number];

export const masteringProjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The input's name as the user's computer (or the track) named it. */
  filename: z.string(),
  preset: z.enum(masteringPresets),
  loopStartSeconds: z.number(),
  durationSeconds: z.number(),
  hasReference: z.boolean(),
  /** What the status is about: the preview, or the final master asked for after it. */
  stage: z.enum(masteringStages),
  status: z.enum(masteringStatuses),
  /** 0 to 100 while pending. */
  progress: z.number().int(),
  failure: z.object({ code: z.string(), params: messageParams.optional() }).nullable(),
  /** The preview's figures once it is made; the master's replace them once it is made. */
  report: masteringReportSchema.nullable(),
  preview: z
    .object({
      masteredUrl: z.string(),
      originalUrl: z.string(),
      /** Playback gains (dB, at most 0) that make both sound equally loud in the comparison. */
      masteredGainDb: z.number(),
      originalGainDb: z.number(),
    })
    .nullable(),
  downloads: z
    .object({ wav24Url: z.string(), wav16Url: z.string(), mp3Url: z.string() })
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MasteringProject = z.infer<typeof masteringProjectSchema>;

export const masteringProjectListSchema = z.object({
  items: z.array(masteringProjectSchema),
  nextCursor: z.string().nullable(),
});

/** "Use as this track's audio": a track of one of the user's draft releases. */
export const useMasterInputSchema = z.object({
  releaseId: z.uuid({ error: 'not_found' }),
  trackId: z.uuid({ error: 'not_found' }),
});

export const masteringListQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The files of a project: the two preview loops, then the master in three formats. */
export const masteringFiles = [
  'preview-mastered.mp3',
  'preview-original.mp3',
  'master-24.wav',
  'master-16.wav',
  'master.mp3',
] as const;
export type MasteringFile = (typeof masteringFiles)[number];
