/** Small colour helpers for the cover templates: hex in, hex out, WCAG contrast. */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value.slice(0, 6);
  const n = Number.parseInt(full.padEnd(6, '0'), 16);
  return Number.isNaN(n) ? [0, 0, 0] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `a` moved towards `b` by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The lowest contrast `colour` has on any of `backgrounds`. */
export function minContrast(colour: string, backgrounds: string[]): number {
  return Math.min(...backgrounds.map((bg) => contrast(colour, bg)));
}

/**
 * A text colour that reads on every colour in `backgrounds` (the tones behind the text): the
 * preferred one when it reaches `min` contrast on all of them (4.5:1, WCAG AA), otherwise
 * near-black or white, whichever has the better worst case.
 */
export function readableOnAll(backgrounds: string[], preferred?: string, min = 4.5): string {
  if (preferred && minContrast(preferred, backgrounds) >= min) return preferred;
  const [dark, light] = ['#111111', '#ffffff'];
  return minContrast(dark, backgrounds) >= minContrast(light, backgrounds) ? dark : light;
}

export function readableOn(background: string, preferred?: string, min = 4.5): string {
  return readableOnAll([background], preferred, min);
}

/** A colour with an alpha channel, for canvas styles. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
