import type { BannerPalette } from '@soundpost/contracts/banners';

export type Palette = {
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
 * The five palettes of the banner generator, as data. Every pair of text and background keeps
 * a contrast of at least 4.5:1 (banner.test.ts checks it), so a banner reads on a phone.
 */
export const palettes: Record<BannerPalette, Palette> = {
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
