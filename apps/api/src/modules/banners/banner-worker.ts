import { parentPort, workerData } from 'node:worker_threads';
import { renderBanner, type BannerInput } from './render-banner.ts';

// satori lays the banner out synchronously (hundreds of milliseconds for a story): in a
// thread of its own, never on the API's event loop (render-banner-thread.ts).
const input = workerData as BannerInput;
const png = await renderBanner({ ...input, artwork: Buffer.from(input.artwork) });
// Copied, not transferred: sharp's output buffer is not one a thread may hand over.
parentPort!.postMessage(png);
