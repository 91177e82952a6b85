import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AppContext } from '../../../lib/context.ts';
import { generateAudio, sine } from '../../media/audio-fixtures.ts';
import { approve, runTransition, startReview } from '../../releases/release-status.ts';
import { readyRelease, signedIn, submitOk } from '../../releases/test/releases-test-kit.ts';
import { findFfmpeg } from '../../uploads/find-ffmpeg.ts';
import { uploads } from '../../uploads/uploads.table.ts';
import type { TestApp } from '../../../test/app.ts';
import { buildAcknowledgement } from '../ern/build-ack.ts';
import { acknowledgementFileName, acknowledgementFolder } from '../ern/acknowledgement.ts';
import { folderRoot } from '../../stores/transports/folder.ts';
import { batchPaths } from '../batch-layout.ts';
import type { DeliveryRow } from '../deliveries.table.ts';
import * as repo from '../deliveries.repository.ts';
import { prepareDelivery } from '../prepare-delivery.ts';
import { sendDelivery, type OpenTransport } from '../send-delivery.ts';
import { startDelivery } from '../start-delivery.ts';

export const ctxOf = (t: TestApp): AppContext => t.app.ctx;

/**
 * Gives an upload row real files in storage: a WAV generated with ffmpeg (two sines, the
 * given seconds and sample format) for audio, a 3000x3000 JPEG made with sharp for artwork.
 */
export async function storeRealAudio(
  t: TestApp,
  uploadId: string,
  opts: { seconds?: number; sampleFormat?: 'pcm_s16le' | 'pcm_s24le'; rate?: number } = {},
) {
  const ctx = ctxOf(t);
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-delivery-test-'));
  const file = join(dir, 'song.wav');
  const seconds = opts.seconds ?? 4;
  const rate = opts.rate ?? 44_100;
  await generateAudio(
    await findFfmpeg(ctx.config),
    file,
    [sine(440, seconds), sine(660, seconds)],
    '[0:a][1:a]amerge=inputs=2',
    ['-c:a', opts.sampleFormat ?? 'pcm_s16le', '-ar', String(rate)],
  );
  const key = `audio/${uploadId}/original`;
  await ctx.storage.putFile(key, file);
  await rm(dir, { recursive: true, force: true });
  const [row] = await t.db.select().from(uploads).where(eq(uploads.id, uploadId));
  const analysis = row!.analysis!;
  if (!analysis.ok) throw new Error('fixture upload without analysis');
  await t.db
    .update(uploads)
    .set({
      originalKey: key,
      analysis: {
        ...analysis,
        durationSeconds: seconds,
        sampleRate: rate,
        bitDepth: opts.sampleFormat === 'pcm_s24le' ? 24 : 16,
      },
    })
    .where(eq(uploads.id, uploadId));
}

export async function storeRealArtwork(t: TestApp, uploadId: string) {
  const jpeg = await sharp({
    create: { width: 3000, height: 3000, channels: 3, background: { r: 20, g: 60, b: 120 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const key = `artwork/${uploadId}/delivery.jpg`;
  await ctxOf(t).storage.put(key, jpeg);
  await t.db
    .update(uploads)
    .set({ deliveryKey: key, format: 'jpeg' })
    .where(eq(uploads.id, uploadId));
}

/** A submitted release with real audio and artwork, taken through review to approved. */
export async function approvedRelease(t: TestApp, extra: object = {}) {
  const { api, user } = await signedIn(t, { plan: 'pro' });
  const { release, track } = await readyRelease(t, api, user.id, extra);
  await storeRealAudio(t, track.audio.uploadId);
  await storeRealArtwork(t, release.artwork.uploadId);
  await submitOk(api, release.id);
  await approveAgain(t, release.id);
  return { api, user, release, track };
}

/** submitted → in_review → approved, as a reviewer would. */
export async function approveAgain(t: TestApp, releaseId: string) {
  const ctx = ctxOf(t);
  await runTransition(ctx, releaseId, (db, r) => startReview(ctx, db, r, null));
  await runTransition(ctx, releaseId, (db, r) => approve(ctx, db, r, null));
}

/** What the workers would do: start, prepare once, send each store's delivery. */
export async function deliverNow(t: TestApp, releaseId: string, open?: OpenTransport) {
  const ctx = ctxOf(t);
  await startDelivery(ctx, releaseId);
  await runQueued(t, releaseId, open);
}

/** Prepares and sends the queued deliveries of the release's latest version. */
export async function runQueued(t: TestApp, releaseId: string, open?: OpenTransport) {
  const ctx = ctxOf(t);
  const version = await repo.latestVersion(t.db, releaseId);
  await prepareDelivery(ctx, { releaseId, version });
  const queued = (await repo.listReleaseDeliveries(t.db, releaseId))
    .map((r) => r.delivery)
    .filter((d) => d.state === 'queued' && d.version === version);
  for (const d of queued) await sendDelivery(ctx, d.id, open);
}

export const storeFolder = (t: TestApp, storeId: string) =>
  folderRoot(t.config.dataDir, storeId, '');

/**
 * Writes a store's standard ACK file for a delivery, as the store's system would: beside the
 * message in its batch (`ACK_<release id>.xml`), or in the `acks/` folder.
 */
export async function dropAck(
  t: TestApp,
  delivery: DeliveryRow,
  status = 'FileOK',
  errorText: string | null = null,
  place: 'batch' | 'acks' = 'batch',
) {
  const xml = buildAcknowledgement({
    sender: { partyId: 'PADPIDA2014101001U', name: delivery.storeId },
    recipient: { partyId: 'PADPIDAXSOUNDPOST', name: 'Soundpost' },
    createdAt: t.clock.now().toISOString(),
    releaseFolder: delivery.releaseId,
    batchFolder: delivery.batchId,
    statusCode: status,
    errorText,
  });
  const dir =
    place === 'acks'
      ? acknowledgementFolder
      : batchPaths(delivery.batchId, delivery.releaseId).release;
  await writeStoreFile(
    t,
    delivery.storeId,
    `${dir}/${acknowledgementFileName(delivery.releaseId)}`,
    xml,
  );
}

/** Writes a file under a folder store's root, as the store's system would. */
export async function writeStoreFile(t: TestApp, storeId: string, path: string, content: string) {
  const target = join(storeFolder(t, storeId), path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

export async function deliveriesOf(t: TestApp, releaseId: string) {
  const rows = (await repo.listReleaseDeliveries(t.db, releaseId)).map((r) => r.delivery);
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}
