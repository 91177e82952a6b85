import { parseHex, type Rgb } from './colour.ts';

/** Maps every pixel's brightness onto the ramp from `dark` to `light`, in place (RGBA data). */
export function duotonePixels(data: Uint8ClampedArray, dark: Rgb, light: Rgb): void {
  for (let i = 0; i < data.length; i += 4) {
    const t = (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!) / 255;
    data[i] = dark[0] + (light[0] - dark[0]) * t;
    data[i + 1] = dark[1] + (light[1] - dark[1]) * t;
    data[i + 2] = dark[2] + (light[2] - dark[2]) * t;
    data[i + 3] = 255;
  }
}

/** The square in the middle of a `width` x `height` picture (what "cover" fitting keeps). */
export function centreSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

function canvas(size: number) {
  const element = document.createElement('canvas');
  element.width = size;
  element.height = size;
  const context = element.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return { element, context };
}

/**
 * The "from image" background: the picture's centre square, shrunk to a few pixels (which
 * blurs it the same way in every browser), turned into a duotone of the palette, then
 * smoothed back up. The result is small; drawing it at 3000 px keeps it soft.
 */
export function treatImage(
  image: CanvasImageSource & { width: number; height: number },
  dark: string,
  light: string,
): HTMLCanvasElement {
  const tiny = canvas(48);
  const { x, y, side } = centreSquare(image.width, image.height);
  tiny.context.imageSmoothingQuality = 'high';
  tiny.context.drawImage(image, x, y, side, side, 0, 0, 48, 48);
  const pixels = tiny.context.getImageData(0, 0, 48, 48);
  duotonePixels(pixels.data, parseHex(dark), parseHex(light));
  tiny.context.putImageData(pixels, 0, 0);

  const soft = canvas(384);
  soft.context.imageSmoothingEnabled = true;
  soft.context.imageSmoothingQuality = 'high';
  // A real blur where the browser has canvas filters; the downscale alone elsewhere.
  if ('filter' in soft.context) soft.context.filter = 'blur(6px)';
  soft.context.drawImage(tiny.element, -24, -24, 432, 432);
  return soft.element;
}
