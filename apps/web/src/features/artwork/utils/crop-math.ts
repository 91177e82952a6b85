import { artworkRules } from './artwork-rules.ts';

export type Area = { x: number; y: number; width: number; height: number };

/**
 * The cropper's largest zoom: at zoom z a square crop spans (shorter side / z) source pixels,
 * so this keeps every crop at least `min` pixels wide.
 */
export function maxZoomFor(width: number, height: number, min = artworkRules.minSize): number {
  return Math.max(1, Math.min(width, height) / min);
}

/** A square inside the image, in whole pixels (the cropper reports fractions). */
export function toSquareArea(area: Area, width: number, height: number): Area {
  const size = Math.floor(Math.min(area.width, area.height, width, height));
  const x = Math.min(Math.max(0, Math.round(area.x)), width - size);
  const y = Math.min(Math.max(0, Math.round(area.y)), height - size);
  return { x, y, width: size, height: size };
}

/** The side of the image to send: the crop's own, never above what stores take. */
export function outputSize(area: Area, max = artworkRules.outputSize): number {
  return Math.min(area.width, max);
}

/**
 * True when the crop is the whole image and the image is already square: the original can
 * then be sent untouched (no re-encoding), if the server will take it as it is.
 */
export function canSendOriginal(area: Area, width: number, height: number): boolean {
  return (
    width === height &&
    area.x === 0 &&
    area.y === 0 &&
    area.width === width &&
    width * height <= artworkRules.maxPixels
  );
}
