import type { CoverDesign } from './cover-templates.ts';
import { fitText, type TextFit } from './text-layout.ts';

type Ctx = CanvasRenderingContext2D;

export type Font = {
  weight: number;
  italic?: boolean;
  upper?: boolean;
  serif?: boolean;
  /** Letter spacing in em. */
  spacing?: number;
};

/** A text box in fractions of the cover's side; `y` is where `anchor` sits. */
export type Box = {
  x: number;
  y: number;
  width: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  align: 'left' | 'center';
  anchor: 'top' | 'bottom' | 'middle';
};

export type Block = { text: string; font: Font; box: Box };
export type PlacedBlock = Block & { fit: TextFit; top: number; height: number };

const serif = 'Georgia, "Times New Roman", Times, serif';
const lineHeight = 1.12;

function setFont(ctx: Ctx, font: Font, size: number, family: string) {
  ctx.font = `${font.italic ? 'italic ' : ''}${font.weight} ${size}px ${font.serif ? serif : family}`;
  // Not every browser spaces canvas letters; where one does not, the text is just tighter.
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${(font.spacing ?? 0) * size}px`;
}

/** Fits a block in its box (largest size that fits its lines) and says where it lands, in px. */
export function placeBlock(ctx: Ctx, s: number, design: CoverDesign, block: Block): PlacedBlock {
  const { font, box } = block;
  const text = font.upper ? block.text.toLocaleUpperCase(design.locale) : block.text;
  const measure = (line: string, size: number) => {
    setFont(ctx, font, size, design.fontFamily);
    return ctx.measureText(line).width;
  };
  const fit = fitText(text, measure, {
    maxWidth: box.width * s,
    maxLines: box.maxLines,
    maxSize: box.maxSize * s,
    minSize: box.minSize * s,
  });
  const height = fit.size * lineHeight * fit.lines.length;
  const anchor = box.y * s;
  const top =
    box.anchor === 'top' ? anchor : box.anchor === 'bottom' ? anchor - height : anchor - height / 2;
  return { ...block, fit, top, height };
}

export function paintBlock(
  ctx: Ctx,
  s: number,
  design: CoverDesign,
  placed: PlacedBlock,
  colour: string,
) {
  const { font, box, fit, top } = placed;
  const step = fit.size * lineHeight;
  setFont(ctx, font, fit.size, design.fontFamily);
  ctx.fillStyle = colour;
  ctx.textAlign = box.align;
  ctx.textBaseline = 'middle';
  const x = box.align === 'center' ? (box.x + box.width / 2) * s : box.x * s;
  fit.lines.forEach((line, i) => ctx.fillText(line, x, top + step * (i + 0.5)));
}

/** Places and paints a block in one go; answers its height in pixels. */
export function drawBlock(ctx: Ctx, s: number, design: CoverDesign, block: Block, colour: string) {
  const placed = placeBlock(ctx, s, design, block);
  paintBlock(ctx, s, design, placed, colour);
  return placed.height;
}
