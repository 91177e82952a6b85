import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The weights banners use: regular for details, extra bold for the title. */
export type Weight = 400 | 800;

/**
 * Inter (SIL Open Font License), bundled through @fontsource/inter: its Latin and Latin
 * Extended files, so Turkish (ğ, ş, ı, İ) and Portuguese (ã, ç, õ) letters are drawn. Satori
 * takes both under two family names and picks, per letter, the first that has it.
 */
const subsets = [
  { family: 'Inter', subset: 'latin' },
  { family: 'InterExt', subset: 'latin-ext' },
] as const;
const weights: Weight[] = [400, 800];

export const fontFamily = subsets.map((s) => s.family).join(', ');

type Face = {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
};

function load() {
  const files = subsets.flatMap(({ family, subset }) =>
    weights.map((weight) => {
      const data = readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      );
      return { family, weight, data };
    }),
  );
  return {
    satori: files.map(({ family, weight, data }) => ({
      name: family,
      data,
      weight,
      style: 'normal' as const,
    })),
    faces: new Map(
      weights.map((weight) => [
        weight,
        files
          .filter((f) => f.weight === weight)
          .map((f) => fontkit.create(f.data) as unknown as Face),
      ]),
    ),
  };
}

let fonts: ReturnType<typeof load> | undefined;
/** Read once, at the first banner. */
export const bannerFonts = () => (fonts ??= load());

/** The width of `text` at `size` px, each letter measured in the first face that has it. */
export function textWidth(text: string, size: number, weight: Weight): number {
  const faces = bannerFonts().faces.get(weight)!;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const face = faces.find((f) => f.hasGlyphForCodePoint(code)) ?? faces[0]!;
    units += (face.glyphForCodePoint(code).advanceWidth / face.unitsPerEm) * 1000;
  }
  return (units / 1000) * size;
}
