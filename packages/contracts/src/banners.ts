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

export type BannerColours = {
  /** The background's gradient, from its top left corner to its bottom right. */
  background: [string, string];
  /** The title's and artist's colour, and the date's. */
  text: string;
  muted: string;
  /** The call to action: its pill and the pill's text. */
  accent: string;
  onAccent: string;
};

/**
 * Each palette's colours: the server paints banners with them, the app shows them as
 * swatches. Every text keeps a contrast of at least 4.5:1 on both ends of its background, so
 * a banner reads on a phone (the API's banner tests check it).
 */
export const bannerColours: Record<BannerPalette, BannerColours> = {
  earthy_modern: {
    background: ['#2f2a22', '#5b4a36'],
    text: '#f6efe3',
    muted: '#d8c9b0',
    accent: '#e0a458',
    onAccent: '#2f2a22',
  },
  midnight_pop: {
    background: ['#0b1026', '#34186b'],
    text: '#ffffff',
    muted: '#c9c3ef',
    accent: '#ff4fa3',
    onAccent: '#0b1026',
  },
  neon_dream: {
    background: ['#10002b', '#240046'],
    text: '#ffffff',
    muted: '#b8f7ff',
    accent: '#39ff88',
    onAccent: '#10002b',
  },
  oceanic: {
    background: ['#012a3a', '#0a5a78'],
    text: '#ffffff',
    muted: '#bfe7f5',
    accent: '#8ecae6',
    onAccent: '#012a3a',
  },
  sunset_vibe: {
    background: ['#ff9a6b', '#ffd29a'],
    text: '#2b1410',
    muted: '#5a2e22',
    accent: '#6a0f49',
    onAccent: '#ffffff',
  },
};

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
