import { z } from 'zod';
import { toolAllowanceSchema } from './tool-quotas.ts';
import { requiredString } from './validation.ts';

/** The looks an artist picks from; each painter reads them in its own way (decision 049). */
export const coverArtStyles = [
  'abstract',
  'geometric',
  'retro',
  'dreamy',
  'noir',
  'minimal',
] as const;
export type CoverArtStyle = (typeof coverArtStyles)[number];

/** Four images per request, each a 3000x3000 JPEG that passes the artwork checks. */
export const coverArtImageCount = 4;

/** POST /v1/cover-art: the words and the look. */
export const coverArtRequestSchema = z.object({
  prompt: requiredString(300),
  style: z.enum(coverArtStyles),
});
export type CoverArtRequest = z.input<typeof coverArtRequestSchema>;

/** Who painted: the built-in generator (no model at all) or the configured images endpoint. */
export const coverArtProviders = ['builtin', 'openai_compatible'] as const;
export type CoverArtProvider = (typeof coverArtProviders)[number];

export const coverArtStatuses = ['pending', 'success', 'failed'] as const;
export type CoverArtStatus = (typeof coverArtStatuses)[number];

export const coverArtImageSchema = z.object({
  index: z.number().int(),
  /** The 3000x3000 JPEG, as a download. */
  url: z.string(),
  /** A 600 px preview. */
  previewUrl: z.string(),
});

export const coverArtSetSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  style: z.enum(coverArtStyles),
  provider: z.enum(coverArtProviders),
  /** The model's name for `openai_compatible`; null for the built-in generator. */
  model: z.string().nullable(),
  status: z.enum(coverArtStatuses),
  failure: z.object({ code: z.string() }).nullable(),
  /** Empty until the status is `success`. */
  images: z.array(coverArtImageSchema),
  createdAt: z.string(),
});
export type CoverArtSet = z.infer<typeof coverArtSetSchema>;

export const coverArtListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const coverArtListSchema = z.object({
  items: z.array(coverArtSetSchema),
  nextCursor: z.string().nullable(),
});
export type CoverArtList = z.infer<typeof coverArtListSchema>;

/** GET /v1/cover-art/painter: who paints, and what is left this month. */
export const coverArtPainterSchema = z.object({
  provider: z.enum(coverArtProviders),
  model: z.string().nullable(),
  allowance: toolAllowanceSchema,
});
export type CoverArtPainter = z.infer<typeof coverArtPainterSchema>;

/** POST /v1/cover-art/:id/images/:index/use: the draft release whose artwork it becomes. */
export const coverArtUseSchema = z.object({ releaseId: z.string().max(100) });

export const coverArtUsedSchema = z.object({
  releaseId: z.string(),
  artworkUploadId: z.string(),
});
