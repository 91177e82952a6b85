import { z } from 'zod';
import { languageSchema } from './locales.ts';

/** The banner generator's sizes (spec section 9), in pixels. */
export const bannerSizes = {
  rectangular: { width: 820, height: 300 },
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
} as const;
export type BannerSize = keyof typeof bannerSizes;

/** The five palettes of spec section 9. */
export const bannerPalettes = [
  'earthy_modern',
  'midnight_pop',
  'neon_dream',
  'oceanic',
  'sunset_vibe',
] as const;
export type BannerPalette = (typeof bannerPalettes)[number];

/** The call to action a banner carries. */
export const bannerCalls = ['out_now', 'presave'] as const;
export type BannerCall = (typeof bannerCalls)[number];

/** GET /v1/banners: which release, and how its banner looks. */
export const bannerQuerySchema = z.object({
  release: z.uuid(),
  size: z.enum(Object.keys(bannerSizes) as [BannerSize, ...BannerSize[]]),
  palette: z.enum(bannerPalettes),
  cta: z.enum(bannerCalls),
  /** The language of the call to action and the date. */
  lang: languageSchema,
  /** Sent as a file to save (`attachment`) rather than shown. */
  download: z.stringbool().optional(),
});
export type BannerQuery = z.infer<typeof bannerQuerySchema>;
