import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { CoverArtStyle } from '@soundpost/contracts/cover-art';
import type { CoverArtBrief, CoverArtPainter } from './cover-art-painter.ts';

/** The side of every image, in pixels: the delivery size, so nothing is upscaled. */
const side = 3000;

type Random = () => number;

/** A repeatable random sequence (mulberry32) seeded by the text's SHA-256. */
function randomFrom(text: string): Random {
  let state = createHash('sha256').update(text).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** `#rrggbb` of a hue (degrees), saturation and lightness (0–100). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + (((hue % 360) + 360) % 360) / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Colour words in the four languages of the site, and the hue each one names. */
const hueWords: [number, string[]][] = [
  [2, ['red', 'rojo', 'roja', 'vermelho', 'vermelha', 'kırmızı', 'fire', 'fuego', 'fogo', 'ateş']],
  [28, ['orange', 'naranja', 'laranja', 'turuncu', 'sunset', 'atardecer', 'gün batımı']],
  [50, ['yellow', 'amarillo', 'amarelo', 'sarı', 'gold', 'golden', 'oro', 'ouro', 'altın']],
  [135, ['green', 'verde', 'yeşil', 'forest', 'bosque', 'floresta', 'orman', 'jungle']],
  [205, ['blue', 'azul', 'mavi', 'ocean', 'océano', 'oceano', 'okyanus', 'sea', 'mar', 'deniz']],
  [270, ['purple', 'violet', 'morado', 'violeta', 'roxo', 'mor', 'lila']],
  [330, ['pink', 'rosa', 'pembe', 'magenta']],
];
const darkWords = ['night', 'dark', 'noche', 'oscuro', 'noite', 'escuro', 'gece', 'karanlık'];

/** The prompt's words, lower-cased in any of the four languages. */
const wordsOf = (prompt: string) => prompt.toLocaleLowerCase('tr').normalize('NFC');

/** The hue the prompt names, if it names one; else one drawn from its seed. */
function baseHue(prompt: string, random: Random): number {
  const text = wordsOf(prompt);
  const named = hueWords.find(([, words]) => words.some((word) => text.includes(word)));
  return named ? named[0] + between(random, -12, 12) : between(random, 0, 360);
}

type Paint = { random: Random; hue: number; dark: boolean };

const svgOf = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${body}</svg>`;

/** A soft round glow: a radial gradient from `colour` to nothing. */
function glow(id: string, colour: string, cx: number, cy: number, r: number, opacity = 0.85) {
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`
  );
}

/** A two-colour linear gradient over the whole image, at `angle` degrees. */
function backdrop(from: string, to: string, angle: number) {
  return (
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${side}" height="${side}" fill="url(#bg)"/>`
  );
}

/** Each style's drawing: what shapes, which colours, how much grain (0–1). */
const styles: Record<CoverArtStyle, (paint: Paint) => { svg: string; grain: number }> = {
  abstract: ({ random, hue, dark }) => {
    const l = dark ? 18 : 45;
    let body = backdrop(hsl(hue, 70, l), hsl(hue + 150, 65, l + 10), between(random, 0, 360));
    for (let i = 0; i < 7; i++) {
      const colour = hsl(hue + pick(random, [0, 40, 150, 200, 320]), 80, between(random, 45, 70));
      body += glow(
        `g${i}`,
        colour,
        between(random, 0, side),
        between(random, 0, side),
        between(random, 500, 1500),
      );
    }
    for (let i = 0; i < 5; i++) {
      const y = () => Math.round(between(random, 0, side));
      body += `<path d="M0 ${y()} C ${side / 3} ${y()} ${(2 * side) / 3} ${y()} ${side} ${y()}" stroke="${hsl(hue + 60, 40, 92)}" stroke-opacity="0.35" stroke-width="${Math.round(between(random, 6, 40))}" fill="none"/>`;
    }
    return { svg: svgOf(body), grain: 0.35 };
  },
  geometric: ({ random, hue, dark }) => {
    const cells = pick(random, [3, 4, 5, 6]);
    const cell = side / cells;
    const colours = [0, 35, 180, 210].map((shift) => hsl(hue + shift, 70, between(random, 40, 65)));
    let body = `<rect width="${side}" height="${side}" fill="${hsl(hue, 25, dark ? 10 : 92)}"/>`;
    for (let row = 0; row < cells; row++) {
      for (let col = 0; col < cells; col++) {
        const [x, y] = [col * cell, row * cell];
        const fill = pick(random, colours);
        const shape = pick(random, ['circle', 'quarter', 'triangle', 'square', 'none']);
        if (shape === 'circle')
          body += `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.42}" fill="${fill}"/>`;
        else if (shape === 'quarter')
          body += `<path d="M${x} ${y} h${cell} a${cell} ${cell} 0 0 1 ${-cell} ${cell} z" fill="${fill}" transform="rotate(${pick(random, [0, 90, 180, 270])} ${x + cell / 2} ${y + cell / 2})"/>`;
        else if (shape === 'triangle')
          body += `<path d="M${x} ${y + cell} L${x + cell / 2} ${y} L${x + cell} ${y + cell} z" fill="${fill}"/>`;
        else if (shape === 'square')
          body += `<rect x="${x + cell * 0.12}" y="${y + cell * 0.12}" width="${cell * 0.76}" height="${cell * 0.76}" fill="${fill}"/>`;
      }
    }
    return { svg: svgOf(body), grain: 0.2 };
  },
  retro: ({ random, hue }) => {
    const warm = hue + between(random, -20, 20);
    // A synthwave sky: night purple above, the named (or drawn) colour at the horizon.
    let body = backdrop(hsl(255 + (warm % 40), 60, 18), hsl(warm, 85, 58), 90);
    const sun = {
      x: side * between(random, 0.35, 0.65),
      y: side * between(random, 0.4, 0.55),
      r: side * between(random, 0.18, 0.3),
    };
    body +=
      `<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(warm + 50, 95, 65)}"/>` +
      `<stop offset="1" stop-color="${hsl(warm - 10, 90, 55)}"/></linearGradient></defs>` +
      `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="url(#sun)"/>`;
    body += `<defs><clipPath id="disc"><circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}"/></clipPath></defs><g clip-path="url(#disc)">`;
    for (let i = 0; i < 6; i++) {
      const y = sun.y + sun.r * (0.1 + i * 0.16);
      body += `<rect x="0" y="${y}" width="${side}" height="${18 + i * 9}" fill="${hsl(warm + 300, 55, 28)}"/>`;
    }
    body += '</g>';
    const ground = sun.y + sun.r * 1.2;
    // Mountains on some of the four: a jagged line across the horizon.
    if (random() < 0.5) {
      const peaks = Array.from(
        { length: 9 },
        (_, i) => `${(side / 8) * i} ${ground - between(random, 60, 520)}`,
      );
      body += `<path d="M0 ${ground} L${peaks.join(' L')} L${side} ${ground} z" fill="${hsl(warm + 280, 45, 20)}"/>`;
    }
    body += `<rect x="0" y="${ground}" width="${side}" height="${side}" fill="${hsl(265, 55, 12)}"/>`;
    for (let i = 0; i <= 12; i++) {
      const x = (side / 12) * i;
      body += `<line x1="${sun.x}" y1="${ground}" x2="${x * 3 - side}" y2="${side}" stroke="${hsl(warm + 320, 90, 60)}" stroke-width="6" stroke-opacity="0.7"/>`;
    }
    return { svg: svgOf(body), grain: 0.45 };
  },
  dreamy: ({ random, hue }) => {
    let body = backdrop(hsl(hue, 60, 86), hsl(hue + 60, 55, 80), between(random, 0, 360));
    for (let i = 0; i < 12; i++) {
      const colour = hsl(hue + between(random, -60, 120), 70, between(random, 70, 88));
      body += glow(
        `g${i}`,
        colour,
        between(random, 0, side),
        between(random, 0, side),
        between(random, 300, 1100),
        0.9,
      );
    }
    return { svg: svgOf(body), grain: 0.15 };
  },
  noir: ({ random, hue }) => {
    const accent = hsl(hue, 85, 55);
    let body = `<rect width="${side}" height="${side}" fill="#0b0b0d"/>`;
    const [cx, cy] = [between(random, 900, 2100), between(random, 900, 2100)];
    body += glow('spot', hsl(hue, 30, 35), cx, cy, 1600, 0.6);
    const rings = Math.round(between(random, 5, 11));
    for (let i = 1; i <= rings; i++) {
      body += `<circle cx="${cx}" cy="${cy}" r="${i * between(random, 90, 160)}" fill="none" stroke="${i === rings ? accent : '#e8e8e8'}" stroke-opacity="${i === rings ? 1 : 0.25}" stroke-width="${i === rings ? 22 : 5}"/>`;
    }
    return { svg: svgOf(body), grain: 0.6 };
  },
  minimal: ({ random, hue, dark }) => {
    const paper = hsl(hue, 18, dark ? 12 : 93);
    const ink = hsl(hue + 180, 70, dark ? 60 : 45);
    const golden = side * 0.618;
    const x = random() < 0.5 ? golden : side - golden;
    let body = `<rect width="${side}" height="${side}" fill="${paper}"/>`;
    body += `<circle cx="${x}" cy="${x}" r="${between(random, 260, 560)}" fill="${ink}"/>`;
    body += `<rect x="${side * 0.12}" y="${side * 0.86}" width="${side * 0.76}" height="10" fill="${hsl(hue, 10, dark ? 80 : 20)}"/>`;
    return { svg: svgOf(body), grain: 0.1 };
  },
};

/** Film grain: the same random shift of the three channels of each pixel, up to ±45 × strength. */
function addGrain(pixels: Buffer, random: Random, strength: number) {
  const amplitude = 90 * strength;
  for (let i = 0; i < pixels.length; i += 3) {
    const shift = Math.round((random() - 0.5) * amplitude);
    for (let c = i; c < i + 3; c++) pixels[c] = Math.max(0, Math.min(255, pixels[c]! + shift));
  }
}

/** One image of the set, as a JPEG of high quality (the job encodes it once more). */
export async function paintOne(brief: CoverArtBrief, index: number): Promise<Buffer> {
  const random = randomFrom(`${brief.style}\n${brief.prompt.trim()}\n${index}`);
  const dark = darkWords.some((word) => wordsOf(brief.prompt).includes(word));
  const { svg, grain } = styles[brief.style]({ random, hue: baseHue(brief.prompt, random), dark });
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  addGrain(pixels, random, grain);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * Soundpost's built-in generator (decision 049): no model, nothing leaves the server. Each
 * style is a drawing of layered gradients, shapes and grain; the prompt seeds it (the same
 * words give the same images) and a colour it names sets the palette.
 */
export const builtinPainter: CoverArtPainter = {
  provider: 'builtin',
  model: null,
  async paint(brief, count, signal) {
    const images: Buffer[] = [];
    for (let index = 0; index < count; index++) {
      signal.throwIfAborted();
      images.push(await paintOne(brief, index));
    }
    return images;
  },
};
