import { z } from 'zod';
import { genres } from './catalog.ts';
import { toolAllowanceSchema } from './tool-quotas.ts';
import { optionalLine, requiredString, v } from './validation.ts';

/** The moods of spec section 3 ("in love" as `in_love`). */
export const lyricMoods = [
  'aggressive',
  'angry',
  'chorus',
  'depressed',
  'energetic',
  'euphoric',
  'happy',
  'in_love',
  'sad',
] as const;
export type LyricMood = (typeof lyricMoods)[number];

/** The fourteen languages of spec section 3: ISO 639-1 codes, and `other`. */
// prettier-ignore
export const lyricLanguages = [
  'en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'ar', 'hi', 'ru', 'tr', 'other',
] as const;
export type LyricLanguage = (typeof lyricLanguages)[number];

/** The languages Soundpost's built-in writer writes in; others get English (decision 047). */
export const builtinLyricLanguages = ['en', 'es', 'pt', 'tr'] as const;

/** At most 4 custom words (spec section 5). */
export const maxCustomWords = 4;

/** One custom word: a single word of letters (an apostrophe or hyphen inside is fine). */
const customWordSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(30, { error: v.maxLength })
  .regex(/^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u, { error: v.pattern });

/** POST /v1/lyrics: the generator form, shared by the page and the API. */
export const lyricRequestSchema = z.object({
  title: requiredString(120),
  genre: z.enum(genres, { error: v.required }),
  mood: z.enum(lyricMoods, { error: v.required }),
  language: z.enum(lyricLanguages, { error: v.required }),
  dedicatedTo: optionalLine(80),
  chorus: optionalLine(160),
  customWords: z
    .array(customWordSchema)
    .max(maxCustomWords, { error: v.customWordsLimit })
    .default([]),
});
export type LyricRequest = z.input<typeof lyricRequestSchema>;

/** Who wrote a lyric: the built-in template writer, or the configured chat-completions model. */
export const lyricProviders = ['builtin', 'openai_compatible'] as const;
export type LyricProvider = (typeof lyricProviders)[number];

/** Why a lyric differs from what was asked: the built-in writer wrote English instead. */
export const lyricNotes = ['written_in_english'] as const;

export const lyricSchema = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.enum(genres),
  mood: z.enum(lyricMoods),
  language: z.enum(lyricLanguages),
  dedicatedTo: z.string().nullable(),
  chorus: z.string().nullable(),
  customWords: z.array(z.string()),
  text: z.string(),
  provider: z.enum(lyricProviders),
  /** The model's name for `openai_compatible`; null for the built-in writer. */
  model: z.string().nullable(),
  note: z.enum(lyricNotes).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lyric = z.infer<typeof lyricSchema>;

export const lyricListItemSchema = lyricSchema.pick({
  id: true,
  title: true,
  mood: true,
  language: true,
  provider: true,
  model: true,
  createdAt: true,
  updatedAt: true,
});
export type LyricListItem = z.infer<typeof lyricListItemSchema>;

export const lyricListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const lyricListSchema = z.object({
  items: z.array(lyricListItemSchema),
  nextCursor: z.string().nullable(),
});
export type LyricList = z.infer<typeof lyricListSchema>;

/** PATCH /v1/lyrics/:id: the artist's own edits. */
export const lyricUpdateSchema = z
  .object({
    title: requiredString(120),
    text: z
      .string({ error: v.required })
      .trim()
      .min(1, { error: v.required })
      .max(10_000, { error: v.maxLength }),
  })
  .partial();

/** POST /v1/lyrics/:id/attach: the track whose lyrics field takes this text. */
export const lyricAttachSchema = z.object({
  releaseId: z.string().max(100),
  trackId: z.string().max(100),
});

/** GET /v1/lyrics/writer: who writes, what is left this month, and whether one may write. */
export const lyricWriterSchema = z.object({
  provider: z.enum(lyricProviders),
  model: z.string().nullable(),
  allowance: toolAllowanceSchema,
  /** False until the user has a published or live release (spec section 5). */
  hasPublishedRelease: z.boolean(),
});
export type LyricWriter = z.infer<typeof lyricWriterSchema>;
