// fontkit ships no types; the banners read glyph widths only (banner-fonts.ts).
declare module 'fontkit' {
  export function create(data: Buffer): unknown;
}
