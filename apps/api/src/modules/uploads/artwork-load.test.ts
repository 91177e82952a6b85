import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeDeepPng } from '../media/image-fixtures.ts';
import { imageWorkLimit, imageWorkLoad } from '../media/image-work.ts';
import { makeImage, postArtwork, signedIn } from './test/uploads-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

describe('artwork under load', () => {
  it('answers thumbnails promptly while costly covers are being processed', async () => {
    const viewer = await signedIn(t);
    const png = await makeImage(1500, 1500).png().toBuffer();
    const { thumbnailUrl } = (await postArtwork(t, viewer.cookie, png, 'cover.png')).json();

    const attacker = await signedIn(t);
    const deep = await makeDeepPng();
    const heavy = Array.from({ length: 4 }, () =>
      postArtwork(t, attacker.cookie, deep, 'deep.png'),
    );
    // The work is queued, never more than the limit at once.
    await expect.poll(() => imageWorkLoad().waiting, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(imageWorkLoad(), 'image work in progress').toMatchObject({ active: imageWorkLimit });

    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const thumb = await viewer.api.get(thumbnailUrl);
      latencies.push(performance.now() - started);
      expect(thumb.statusCode).toBe(200);
    }
    // Still busy: the figures above were taken under load.
    expect(imageWorkLoad().active, 'still in progress after the thumbnails').toBeGreaterThan(0);
    // Before the limit, four of these covers held every libuv thread (which file reads need
    // too) for many seconds. Tens of ms here when alone; the margin is for a busy machine.
    expect(Math.max(...latencies), `thumbnail answers in ms: ${latencies.join(', ')}`).toBeLessThan(
      2000,
    );

    const answers = await Promise.all(heavy);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
  }, 120_000);
});
