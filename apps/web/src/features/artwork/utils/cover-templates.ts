import { mix } from './colour.ts';

/** Spec section 2, in its order. */
export const coverTemplates = [
  'abstract',
  'from_image',
  'gradient',
  'minimal',
  'modern',
  'text_only',
  'vintage',
] as const;
export type CoverTemplate = (typeof coverTemplates)[number];

/**
 * Spec section 6: premium artwork templates are for paid plans. The three that take the most
 * craft (generated art, the user's own photo treated, the textured print look) are premium;
 * the four clean designs stay free so every artist can make a cover.
 */
export const premiumTemplates: ReadonlySet<CoverTemplate> = new Set([
  'abstract',
  'from_image',
  'vintage',
]);

/** Deep base, middle tone, light accent. */
export type Palette = readonly [base: string, middle: string, accent: string];

/** The palettes named in spec section 9 (shared with the banner generator's vocabulary). */
export const palettes = {
  earthy_modern: ['#3b2a20', '#a86f48', '#eadbc8'],
  midnight_pop: ['#16123f', '#6a2fb8', '#ff6fae'],
  neon_dream: ['#0b0320', '#13c8d8', '#ff3fd8'],
  oceanic: ['#032b4f', '#1b6fb3', '#a6dcec'],
  sunset_vibe: ['#2d1250', '#f0606b', '#ffd166'],
} as const satisfies Record<string, Palette>;
export type PaletteId = keyof typeof palettes | 'custom';
export const paletteIds = Object.keys(palettes) as (keyof typeof palettes)[];

/** A palette grown from one colour: the colour itself between a deep and a light tone of it. */
export function paletteFromColour(colour: string): Palette {
  return [mix(colour, '#000000', 0.65), colour, mix(colour, '#ffffff', 0.75)];
}

export function resolvePalette(id: PaletteId, custom: string): Palette {
  return id === 'custom' ? paletteFromColour(custom) : palettes[id];
}

/** The texts and choices a cover is drawn from. */
export type CoverDesign = {
  template: CoverTemplate;
  palette: Palette;
  title: string;
  artist: string;
  /** The picture of the "from image" template (its own pixels, never uploaded as such). */
  image?: CanvasImageSource & { width: number; height: number };
  /** A CSS font-family list: the page's own fonts, so nothing is downloaded. */
  fontFamily: string;
  /** For upper-casing (Turkish "i" becomes "İ"). */
  locale: string;
};
