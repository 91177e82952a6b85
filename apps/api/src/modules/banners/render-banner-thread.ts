import { Worker } from 'node:worker_threads';
import type { BannerInput } from './render-banner.ts';

/** Renders a banner in a worker thread (banner-worker.ts): the PNG's bytes. */
export function renderBannerInThread(input: BannerInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./banner-worker.ts', import.meta.url), {
      workerData: input,
    });
    worker.once('message', (bytes: Uint8Array) =>
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`banner worker exited with ${code}`)));
  });
}
