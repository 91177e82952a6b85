import { mix, withAlpha } from './colour.ts';
import type { CoverDesign } from './cover-templates.ts';
import { treatImage } from './duotone.ts';
import { hashString, seededRandom } from './seeded-random.ts';

type Ctx = CanvasRenderingContext2D;

function fill(ctx: Ctx, size: number, style: string | CanvasGradient) {
  ctx.fillStyle = style;
  ctx.fillRect(0, 0, size, size);
}

function circle(ctx: Ctx, x: number, y: number, r: number, style: string) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = style;
  ctx.fill();
}

/**
 * Darkens everything below `textTop` (px) with the palette's base colour, fading in over the
 * band above it, so light text reads on any picture or shape.
 */
export function shadeBelow(ctx: Ctx, s: number, colour: string, textTop: number) {
  const from = Math.max(0, textTop - s * 0.25);
  const shade = ctx.createLinearGradient(0, from, 0, textTop);
  // Smoothstep, so no edge shows where the fade starts or meets the even shade.
  for (let i = 0; i <= 8; i += 1) {
    const t = i / 8;
    shade.addColorStop(t, withAlpha(colour, textShade * t * t * (3 - 2 * t)));
  }
  ctx.fillStyle = shade;
  ctx.fillRect(0, from, s, textTop - from);
  ctx.fillStyle = withAlpha(colour, textShade);
  ctx.fillRect(0, textTop, s, s - textTop);
}

/** How opaque the shade behind text is: whatever is under it shows through at most 15%. */
export const textShade = 0.85;

/** The extremes of what text can sit on under the shade: a white or a black pixel below. */
export function shadedTones(base: string): string[] {
  return ['#ffffff', '#000000'].map((c) => mix(base, c, 1 - textShade));
}

export function drawGradient(
  ctx: Ctx,
  s: number,
  { palette: [base, middle, accent] }: CoverDesign,
) {
  const linear = ctx.createLinearGradient(0, 0, s, s);
  linear.addColorStop(0, middle);
  linear.addColorStop(1, base);
  fill(ctx, s, linear);
  const glow = ctx.createRadialGradient(s * 0.8, s * 0.18, 0, s * 0.8, s * 0.18, s * 0.65);
  glow.addColorStop(0, withAlpha(accent, 0.7));
  glow.addColorStop(1, withAlpha(accent, 0));
  fill(ctx, s, glow);
}

export function drawMinimal(ctx: Ctx, s: number, { palette: [base, middle, accent] }: CoverDesign) {
  fill(ctx, s, accent);
  circle(ctx, s * 0.5, s * 0.42, s * 0.17, middle);
  ctx.fillStyle = base;
  ctx.fillRect(s * 0.08, s * 0.7, s * 0.12, s * 0.006);
}

export function drawModern(ctx: Ctx, s: number, { palette: [base, middle, accent] }: CoverDesign) {
  fill(ctx, s, base);
  ctx.fillStyle = middle;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(s, 0);
  ctx.lineTo(s, s * 0.42);
  ctx.lineTo(0, s * 0.6);
  ctx.closePath();
  ctx.fill();
  circle(ctx, s * 0.74, s * 0.34, s * 0.18, accent);
  ctx.strokeStyle = accent;
  ctx.lineWidth = s * 0.012;
  ctx.strokeRect(s * 0.56, s * 0.16, s * 0.36, s * 0.36);
}

export function drawTextOnly(ctx: Ctx, s: number, { palette: [base, middle] }: CoverDesign) {
  const vignette = ctx.createRadialGradient(s / 2, s / 2, s * 0.2, s / 2, s / 2, s * 0.75);
  vignette.addColorStop(0, middle);
  vignette.addColorStop(1, mix(middle, base, 0.35));
  fill(ctx, s, vignette);
}

export function drawAbstract(ctx: Ctx, s: number, design: CoverDesign) {
  const [base, middle, accent] = design.palette;
  const random = seededRandom(hashString(`${design.title}\u0000${design.artist}`));
  fill(ctx, s, base);
  for (let i = 0; i < 9; i += 1) {
    const colour = i % 3 === 0 ? accent : middle;
    circle(
      ctx,
      random() * s,
      random() * s * 0.8,
      s * (0.08 + random() * 0.32),
      withAlpha(colour, 0.25 + random() * 0.5),
    );
  }
  ctx.lineCap = 'round';
  for (let i = 0; i < 4; i += 1) {
    ctx.strokeStyle = withAlpha(accent, 0.6 + random() * 0.4);
    ctx.lineWidth = s * (0.006 + random() * 0.014);
    ctx.beginPath();
    const [x, y, r] = [random() * s, random() * s * 0.7, s * (0.1 + random() * 0.3)];
    ctx.arc(x, y, r, random() * Math.PI * 2, random() * Math.PI * 2);
    ctx.stroke();
  }
}

export function drawFromImage(ctx: Ctx, s: number, design: CoverDesign) {
  const [base, middle, accent] = design.palette;
  if (design.image) {
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(treatImage(design.image, base, accent), 0, 0, s, s);
  } else {
    drawGradient(ctx, s, { ...design, palette: [base, middle, middle] });
  }
}

export function drawVintage(ctx: Ctx, s: number, design: CoverDesign) {
  const [base, middle] = design.palette;
  const paper = paperColour(design);
  fill(ctx, s, paper);
  const [cx, cy] = [s / 2, s * 0.44];
  const rays = 28;
  ctx.fillStyle = withAlpha(middle, 0.22);
  for (let i = 0; i < rays; i += 2) {
    const [a, b] = [(i / rays) * Math.PI * 2, ((i + 1) / rays) * Math.PI * 2];
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a) * s, cy + Math.sin(a) * s);
    ctx.lineTo(cx + Math.cos(b) * s, cy + Math.sin(b) * s);
    ctx.closePath();
    ctx.fill();
  }
  circle(ctx, cx, cy, s * 0.29, paper);
  ctx.strokeStyle = base;
  ctx.lineWidth = s * 0.008;
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.27, 0, Math.PI * 2);
  ctx.stroke();
  // Grain, seeded so the preview and the final render match.
  const random = seededRandom(hashString(design.title));
  ctx.fillStyle = withAlpha(base, 0.08);
  for (let i = 0; i < 5000; i += 1) {
    ctx.fillRect(random() * s, random() * s, s * 0.002, s * 0.002);
  }
  ctx.strokeStyle = base;
  ctx.lineWidth = s * 0.006;
  ctx.strokeRect(s * 0.035, s * 0.035, s * 0.93, s * 0.93);
  ctx.lineWidth = s * 0.003;
  ctx.strokeRect(s * 0.05, s * 0.05, s * 0.9, s * 0.9);
}

/** Aged paper in the palette's light tone. */
export function paperColour({ palette }: CoverDesign): string {
  return mix(palette[2], '#f3e7cf', 0.55);
}
