import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * How many images this process decodes at once. Each decode holds a libuv thread (sharp runs
 * on the same pool as file reads) and up to ~200 MB; two leave the rest of the pool to the
 * thumbnail and file reads other requests are waiting for, and keep a burst of uploads to a
 * queue rather than a memory spike. Measured in decision 011.
 */
export const imageWorkLimit = 2;

// One libvips thread per image: with `imageWorkLimit` images at once the CPU is shared, not
// oversubscribed. The operation cache keeps decoded inputs around for re-use that uploads,
// each a new file, never get.
sharp.concurrency(1);
sharp.cache(false);

const limit = pLimit(imageWorkLimit);

/** Runs `work` (sharp decoding or encoding) once fewer than `imageWorkLimit` images are in work. */
export function runImageWork<T>(work: () => Promise<T>): Promise<T> {
  return limit(work);
}

/** How many image jobs run now and how many wait (for tests and logs). */
export const imageWorkLoad = () => ({ active: limit.activeCount, waiting: limit.pendingCount });
