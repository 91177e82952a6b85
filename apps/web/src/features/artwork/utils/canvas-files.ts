import { artworkRules } from './artwork-rules.ts';
import type { Area } from './crop-math.ts';
import type { CoverDesign } from './cover-templates.ts';
import { renderCover } from './render-cover.ts';

export type LoadedImage = { element: HTMLImageElement; url: string; width: number; height: number };

/** Decodes an image file; the URL stays valid (for the cropper) until `releaseImage`. */
export async function loadImage(file: Blob): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { element, url, width: element.naturalWidth, height: element.naturalHeight };
}

export function releaseImage(image: LoadedImage | null): void {
  if (image) URL.revokeObjectURL(image.url);
}

function newCanvas(size: number) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  return { canvas, ctx };
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`Could not encode ${type}`))),
      type,
      quality,
    ),
  );
}

/** The cropped square as a JPEG (photos compress far better than as PNG), on white. */
export async function cropToFile(image: LoadedImage, area: Area, size: number, name: string) {
  const { canvas, ctx } = newCanvas(size);
  // Transparent PNG pixels would turn black in a JPEG; the server flattens onto white too.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image.element, area.x, area.y, area.width, area.height, 0, 0, size, size);
  const blob = await toBlob(canvas, 'image/jpeg', 0.92);
  return new File([blob], `${name.replace(/\.[^.]+$/, '') || 'artwork'}.jpg`, {
    type: 'image/jpeg',
  });
}

/**
 * Renders a generated cover at 3000x3000. PNG keeps flat colours and text sharp; a cover
 * whose PNG would pass the 20 MB limit (a busy photo background) is sent as a JPEG instead.
 */
export async function coverToFile(design: CoverDesign): Promise<File> {
  const size = artworkRules.outputSize;
  const { canvas, ctx } = newCanvas(size);
  renderCover(ctx, size, design);
  const png = await toBlob(canvas, 'image/png');
  if (png.size < artworkRules.maxBytes) {
    return new File([png], 'cover.png', { type: 'image/png' });
  }
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.95);
  return new File([jpeg], 'cover.jpg', { type: 'image/jpeg' });
}
