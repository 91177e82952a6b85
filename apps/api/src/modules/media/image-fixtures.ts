import sharp from 'sharp';

/**
 * The attack pass's costly cover: 6000x6000 RGBA at 16 bits a channel, within every limit,
 * a few hundred KB as a file and 288 MB of pixels decoded as it is (`size` makes it smaller).
 */
export function makeDeepPng(size = 6000): Promise<Buffer> {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: { r: 30, g: 60, b: 90, alpha: 0.5 },
    },
  })
    .png({ compressionLevel: 9 })
    .toColourspace('rgb16')
    .toBuffer();
}
