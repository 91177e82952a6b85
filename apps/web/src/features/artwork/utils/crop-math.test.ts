import { describe, expect, it } from 'vitest';
import { canSendOriginal, maxZoomFor, outputSize, toSquareArea } from './crop-math.ts';

describe('crop maths', () => {
  it('stops zooming where the square would fall under 1500 px', () => {
    expect(maxZoomFor(3000, 2000)).toBeCloseTo(2000 / 1500);
    expect(maxZoomFor(6000, 6000)).toBe(4);
    // An image at the minimum cannot be zoomed at all.
    expect(maxZoomFor(1500, 4000)).toBe(1);
  });

  it('turns the cropper area into a whole-pixel square inside the image', () => {
    expect(toSquareArea({ x: 10.4, y: -0.3, width: 1999.6, height: 2000.2 }, 3000, 2000)).toEqual({
      x: 10,
      y: 0,
      width: 1999,
      height: 1999,
    });
    // Rounding never pushes the square past the right or bottom edge.
    expect(toSquareArea({ x: 1000.6, y: 0, width: 2000, height: 2000 }, 3000, 2000)).toEqual({
      x: 1000,
      y: 0,
      width: 2000,
      height: 2000,
    });
  });

  it('sends at most 3000 px, and never upscales', () => {
    expect(outputSize({ x: 0, y: 0, width: 4200, height: 4200 })).toBe(3000);
    expect(outputSize({ x: 0, y: 0, width: 1600, height: 1600 })).toBe(1600);
  });

  it('sends the original only for an untouched square the server takes as it is', () => {
    const whole = { x: 0, y: 0, width: 2400, height: 2400 };
    expect(canSendOriginal(whole, 2400, 2400)).toBe(true);
    expect(canSendOriginal({ ...whole, x: 1 }, 2401, 2400)).toBe(false);
    expect(canSendOriginal({ ...whole, width: 2000, height: 2000 }, 2400, 2400)).toBe(false);
    const huge = { x: 0, y: 0, width: 7000, height: 7000 };
    expect(canSendOriginal(huge, 7000, 7000)).toBe(false);
  });
});
