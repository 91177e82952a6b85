import sharp from 'sharp';

/**
 * Artwork checks with sharp, no OCR.
 *
 * Near-copies: a 64-bit dHash. The cover shrunk to 9x8 greys; each bit says whether a pixel is
 * brighter than its right neighbour. Re-encoding, resizing, slight colour or crop changes keep
 * most bits; another picture differs in about half. Two covers within `copyMaxDistance` bits
 * are the same picture. Limits: a mirrored, rotated or heavily cropped copy is not found.
 *
 * Mostly text: text is small, sharp, high-contrast strokes on a flat background. The cover in
 * 256x256 greys is cut into 16x16 blocks; a block "looks like text" when it has strong contrast,
 * many edge pixels, and its pixels sit at two levels (ink and paper), not spread like a photo.
 * Limits: a heuristic: large stylised lettering may count as graphics, and fine line art or a
 * checkerboard as text; it is a warning for a person to look at, never a refusal.
 */

export const copyMaxDistance = 6;
/** Share of blocks that look like text above which a cover is "mostly text". */
export const mostlyTextShare = 0.35;

const size = 256;
const block = 16;

/** The 64-bit dHash of an image as a signed bigint (how PostgreSQL's bigint stores it). */
export async function dhash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** Differing bits of two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

function looksLikeText(pixels: Buffer, bx: number, by: number) {
  let min = 255;
  let max = 0;
  for (let y = by; y < by + block; y++) {
    for (let x = bx; x < bx + block; x++) {
      const v = pixels[y * size + x]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (max - min < 96) return false;
  const near = (max - min) / 4;
  let atTwoLevels = 0;
  let edges = 0;
  for (let y = by; y < by + block; y++) {
    for (let x = bx; x < bx + block; x++) {
      const v = pixels[y * size + x]!;
      if (v - min < near || max - v < near) atTwoLevels++;
      const right = x + 1 < size ? pixels[y * size + x + 1]! : v;
      const down = y + 1 < size ? pixels[(y + 1) * size + x]! : v;
      if (Math.abs(v - right) + Math.abs(v - down) > (max - min) / 2) edges++;
    }
  }
  const n = block * block;
  return atTwoLevels / n > 0.8 && edges / n > 0.12;
}

/** The share (0..1) of the image in blocks that look like printed text. */
export async function textShare(image: Buffer): Promise<number> {
  const pixels = await sharp(image)
    .greyscale()
    .resize(size, size, { fit: 'fill' })
    .raw()
    .toBuffer();
  let textBlocks = 0;
  for (let by = 0; by < size; by += block) {
    for (let bx = 0; bx < size; bx += block) if (looksLikeText(pixels, bx, by)) textBlocks++;
  }
  return textBlocks / (size / block) ** 2;
}
