import satori from 'satori';
import sharp from 'sharp';
import type { BannerColours, BannerSize } from '@soundpost/contracts/banners';
import { bannerFonts } from './banner-fonts.ts';
import { artworkSide, bannerTree, type BannerContent, type Dimensions } from './banner-layout.ts';

export type BannerInput = Omit<BannerContent, 'artwork'> & {
  size: BannerSize;
  /** The size's pixels, from the contracts' `bannerSizes`. */
  dimensions: Dimensions;
  /** The palette's colours (the contracts' `bannerColours`). */
  palette: BannerColours;
  /** The artwork image, any format sharp reads. */
  artwork: Buffer;
};

/** The artwork at the side the banner draws it, as a data URL satori embeds. */
async function artworkUrl(image: Buffer, side: number) {
  const jpeg = await sharp(image)
    .resize(side, side, { fit: 'cover' })
    .jpeg({ quality: 88 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * A banner as SVG: HTML-like layout drawn by satori, the text as outlines in the bundled fonts,
 * so it looks the same wherever it is rasterised.
 */
export async function bannerSvg(input: BannerInput): Promise<string> {
  const { width, height } = input.dimensions;
  const artwork = await artworkUrl(input.artwork, artworkSide(input.size));
  const tree = bannerTree(input.size, input.dimensions, input.palette, {
    ...input,
    artwork,
  });
  return satori(tree as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: bannerFonts().satori,
  });
}

/** The banner as the PNG the preview shows and the download saves: the same bytes. */
export async function renderBanner(input: BannerInput): Promise<Buffer> {
  return sharp(Buffer.from(await bannerSvg(input)))
    .png({ compressionLevel: 8 })
    .toBuffer();
}
