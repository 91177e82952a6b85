// Types only: this module runs in the banner worker, which loads no workspace package.
import type { BannerColours, BannerSize } from '@soundpost/contracts/banners';
import { fontFamily, type Weight } from './banner-fonts.ts';
import { fitText } from './fit-text.ts';

/** What a banner shows: the texts are the caller's, already translated and formatted. */
export type BannerContent = {
  /** The artwork, a square JPEG or PNG as a data URL. */
  artwork: string;
  title: string;
  artist: string;
  /** The release date as the banner's language writes it, or empty. */
  date: string;
  call: string;
};

/** A satori element: a tag, its style and its children. */
type Node = { type: string; props: Record<string, unknown> };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

type Frame = {
  padding: number;
  artwork: number;
  direction: 'row' | 'column';
  gap: number;
  title: { lines: number; maxSize: number; minSize: number };
  artist: number;
  date: number;
  call: number;
};

/**
 * Each size's frame: the artwork beside the text on the wide banner, above it on the square
 * and the story. Line counts and sizes are chosen so the most text the frame allows still fits
 * its height (banner.test.ts checks a 100-character title on every size).
 */
const frames: Record<BannerSize, Frame> = {
  rectangular: {
    padding: 30,
    artwork: 240,
    direction: 'row',
    gap: 10,
    title: { lines: 2, maxSize: 44, minSize: 22 },
    artist: 24,
    date: 16,
    call: 18,
  },
  square: {
    padding: 72,
    artwork: 560,
    direction: 'column',
    gap: 18,
    title: { lines: 2, maxSize: 64, minSize: 32 },
    artist: 38,
    date: 26,
    call: 28,
  },
  story: {
    padding: 90,
    artwork: 880,
    direction: 'column',
    gap: 26,
    title: { lines: 3, maxSize: 88, minSize: 44 },
    artist: 52,
    date: 36,
    call: 44,
  },
};

/** One line of text fitted to `width`: shrunk, then cut with an ellipsis. */
function textLines(
  text: string,
  box: { width: number; centred: boolean },
  fit: { lines: number; maxSize: number; minSize: number },
  weight: Weight,
  color: string,
) {
  const { size, lines } = fitText(text, { ...fit, width: box.width, weight });
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: box.centred ? 'center' : 'flex-start',
      color,
      fontSize: size,
      fontWeight: weight,
    },
    lines.map((line) => el('div', { display: 'flex', lineHeight: 1.15 }, line)),
  );
}

/** The side of the artwork on a banner of `size`, in px. */
export const artworkSide = (size: BannerSize) => frames[size].artwork;

/** A banner's pixel size (the contracts' `bannerSizes`). */
export type Dimensions = { width: number; height: number };

/** The box the banner's content keeps within (its padding), in px. */
export function contentBox(size: BannerSize, { width, height }: Dimensions) {
  const { padding } = frames[size];
  return { left: padding, top: padding, right: width - padding, bottom: height - padding };
}

/** The banner as a satori element tree. */
export function bannerTree(
  size: BannerSize,
  { width, height }: Dimensions,
  palette: BannerColours,
  content: BannerContent,
): Node {
  const frame = frames[size];
  const row = frame.direction === 'row';
  const textWidth = row ? width - frame.padding * 3 - frame.artwork : width - frame.padding * 2;
  const box = { width: textWidth, centred: !row };
  const single = (size: number) => ({ lines: 1, maxSize: size, minSize: Math.round(size * 0.6) });
  const text = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      alignItems: row ? 'flex-start' : 'center',
      gap: frame.gap,
      width: textWidth,
    },
    [
      textLines(content.title, box, frame.title, 800, palette.text),
      textLines(content.artist, box, single(frame.artist), 400, palette.text),
      content.date ? textLines(content.date, box, single(frame.date), 400, palette.muted) : null,
      el(
        'div',
        {
          display: 'flex',
          marginTop: frame.gap / 2,
          padding: `${Math.round(frame.call * 0.45)}px ${frame.call}px`,
          borderRadius: frame.call * 2,
          background: palette.accent,
          color: palette.onAccent,
          fontSize: frame.call,
          fontWeight: 800,
        },
        content.call,
      ),
    ].filter(Boolean),
  );
  // Centred in the whole banner: the frame's sizes leave at least its padding on every side.
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: frame.direction,
      alignItems: 'center',
      justifyContent: 'center',
      gap: frame.padding,
      width,
      height,
      fontFamily,
      backgroundImage: `linear-gradient(135deg, ${palette.background[0]}, ${palette.background[1]})`,
    },
    [
      el('img', { borderRadius: Math.round(frame.artwork / 40) }, undefined, {
        src: content.artwork,
        width: frame.artwork,
        height: frame.artwork,
      }),
      text,
    ],
  );
}
