import { uploadLimits } from '@soundpost/contracts/uploads';

/** Spec section 5: square JPEG or PNG, at least 1500x1500 px, under 20 MB. */
export const artworkRules = {
  minSize: 1500,
  maxBytes: uploadLimits.artwork.maxBytes,
  maxLabel: uploadLimits.artwork.maxLabel,
  /** Stores take 3000x3000; the server upscales anything smaller, so nothing bigger is sent. */
  outputSize: 3000,
  /** The server refuses more pixels than this (decompression bombs) in an original it is sent. */
  maxPixels: 6000 * 6000,
  types: ['image/jpeg', 'image/png'] as const,
};

/** What went wrong with an image: an i18n key (`errors:` or `artwork:`) and its values. */
export type ArtworkProblem = { key: string; params?: Record<string, string | number> };

export const problems = {
  unsupported: { key: 'errors:artwork_unsupported_format' },
  tooLarge: { key: 'errors:artwork_too_large', params: { max: artworkRules.maxLabel } },
  tooSmall: { key: 'errors:artwork_too_small', params: { min: artworkRules.minSize } },
  corrupt: { key: 'errors:artwork_corrupt' },
  template: { key: 'artwork:failed_to_apply_template' },
} satisfies Record<string, ArtworkProblem>;

/** The checks that need no decoding: the declared type and the byte size. */
export function checkFileBasics(file: { type: string; size: number }): ArtworkProblem | null {
  if (!(artworkRules.types as readonly string[]).includes(file.type)) return problems.unsupported;
  if (file.size >= artworkRules.maxBytes) return problems.tooLarge;
  return null;
}

/** The check on the decoded image: its shorter side must reach the minimum. */
export function checkDimensions(width: number, height: number): ArtworkProblem | null {
  return Math.min(width, height) < artworkRules.minSize ? problems.tooSmall : null;
}
