import { minContrast, mix, readableOn, readableOnAll } from './colour.ts';
import {
  drawAbstract,
  drawFromImage,
  drawGradient,
  drawMinimal,
  drawModern,
  drawTextOnly,
  drawVintage,
  paperColour,
  shadeBelow,
  shadedTones,
} from './cover-backgrounds.ts';
import type { CoverDesign, CoverTemplate } from './cover-templates.ts';
import { drawBlock, paintBlock, placeBlock, type Box, type Font } from './text-block.ts';

type Ctx = CanvasRenderingContext2D;
type Draw = (ctx: Ctx, s: number, design: CoverDesign) => void;

const pad = 0.08;
const wide = 1 - 2 * pad;
const bold: Font = { weight: 800 };
const label = (spacing: number, weight = 600): Font => ({ weight, upper: true, spacing });
const labelSize = { maxSize: 0.045, minSize: 0.025 };
const box = (b: Partial<Box> & Pick<Box, 'y' | 'anchor' | 'maxSize' | 'minSize'>): Box => ({
  x: pad,
  width: wide,
  maxLines: 3,
  align: 'left',
  ...b,
});

/**
 * Title at the bottom left with the artist's name just above. Over shapes or a picture
 * (`shaded`), or over a gradient no text colour reads on, the part of the cover under the
 * text is darkened first, so the text always reaches 4.5:1.
 */
function bottomLeft(background: Draw, shaded: boolean): Draw {
  return (ctx, s, design) => {
    background(ctx, s, design);
    const [base, middle, accent] = design.palette;
    const title = placeBlock(ctx, s, design, {
      text: design.title,
      font: bold,
      box: box({ y: 1 - pad, anchor: 'bottom', maxSize: 0.12, minSize: 0.045 }),
    });
    const artist = placeBlock(ctx, s, design, {
      text: design.artist,
      font: label(0.12),
      box: box({ y: title.top / s - 0.02, anchor: 'bottom', maxLines: 2, ...labelSize }),
    });
    // The diagonal gradient's tones in its lower-left half, and the accent's glow.
    let behind = [0.35, 0.5, 0.65, 0.8, 0.95].map((t) => mix(middle, base, t));
    behind.push(mix(mix(middle, base, 0.5), accent, 0.3));
    if (shaded || minContrast(readableOnAll(behind, '#ffffff'), behind) < 4.5) {
      shadeBelow(ctx, s, base, artist.top);
      behind = shadedTones(base);
    }
    const colour = readableOnAll(behind, '#ffffff');
    paintBlock(ctx, s, design, title, colour);
    paintBlock(ctx, s, design, artist, colour);
  };
}

const minimal: Draw = (ctx, s, design) => {
  drawMinimal(ctx, s, design);
  const [base, , accent] = design.palette;
  const colour = readableOn(accent, base);
  const artist = { text: design.artist, font: label(0.2) };
  drawBlock(
    ctx,
    s,
    design,
    { ...artist, box: box({ y: pad, anchor: 'top', maxLines: 2, maxSize: 0.034, minSize: 0.022 }) },
    colour,
  );
  const title = { text: design.title, font: { weight: 600 } };
  drawBlock(
    ctx,
    s,
    design,
    { ...title, box: box({ y: 1 - pad, anchor: 'bottom', maxSize: 0.075, minSize: 0.035 }) },
    colour,
  );
};

const modern: Draw = (ctx, s, design) => {
  drawModern(ctx, s, design);
  const [base, middle, accent] = design.palette;
  const artist = { text: design.artist, font: label(0.08, 700) };
  const artistBox = box({ y: pad, width: 0.42, anchor: 'top', maxSize: 0.045, minSize: 0.025 });
  drawBlock(ctx, s, design, { ...artist, box: artistBox }, readableOn(middle, '#ffffff'));
  const title = { text: design.title, font: { weight: 900, upper: true, spacing: -0.01 } };
  const titleBox = box({ y: 1 - pad, anchor: 'bottom', maxSize: 0.12, minSize: 0.045 });
  drawBlock(ctx, s, design, { ...title, box: titleBox }, readableOn(base, accent));
};

/** The title as large as it fits, centred with the artist's name below it. */
const textOnly: Draw = (ctx, s, design) => {
  drawTextOnly(ctx, s, design);
  const [base, middle, accent] = design.palette;
  // The vignette darkens towards the corners; the text sits in the middle.
  const colour = readableOnAll([middle, mix(middle, base, 0.2)], accent);
  const centred = { align: 'center', y: 0, anchor: 'top' } as const;
  const title = placeBlock(ctx, s, design, {
    text: design.title,
    font: { weight: 900, upper: true, spacing: -0.01 },
    box: box({ ...centred, maxSize: 0.17, minSize: 0.05 }),
  });
  const artist = placeBlock(ctx, s, design, {
    text: design.artist,
    font: label(0.15),
    box: box({ ...centred, maxLines: 2, maxSize: 0.045, minSize: 0.025 }),
  });
  const gap = s * 0.04;
  const top = (s - title.height - gap - artist.height) / 2;
  paintBlock(ctx, s, design, { ...title, top }, colour);
  paintBlock(ctx, s, design, { ...artist, top: top + title.height + gap }, colour);
};

const vintage: Draw = (ctx, s, design) => {
  drawVintage(ctx, s, design);
  const colour = readableOn(paperColour(design), design.palette[0]);
  const title = { text: design.title, font: { weight: 700, italic: true, serif: true } };
  const titleBox = box({
    x: 0.28,
    y: 0.44,
    width: 0.44,
    align: 'center',
    anchor: 'middle',
    maxSize: 0.085,
    minSize: 0.03,
  });
  drawBlock(ctx, s, design, { ...title, box: titleBox }, colour);
  const artist = { text: design.artist, font: { ...label(0.18), serif: true } };
  const artistBox = box({
    x: 0.15,
    y: 0.84,
    width: 0.7,
    align: 'center',
    anchor: 'middle',
    maxLines: 2,
    maxSize: 0.05,
    minSize: 0.025,
  });
  drawBlock(ctx, s, design, { ...artist, box: artistBox }, colour);
};

const layouts: Record<CoverTemplate, Draw> = {
  abstract: bottomLeft(drawAbstract, true),
  from_image: bottomLeft(drawFromImage, true),
  gradient: bottomLeft(drawGradient, false),
  minimal,
  modern,
  text_only: textOnly,
  vintage,
};

/** Draws a cover on a `size` x `size` canvas; everything scales with the size. */
export function renderCover(ctx: Ctx, size: number, design: CoverDesign): void {
  ctx.save();
  ctx.clearRect(0, 0, size, size);
  layouts[design.template](ctx, size, design);
  ctx.restore();
}
