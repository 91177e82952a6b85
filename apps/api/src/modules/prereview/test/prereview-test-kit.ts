import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import sharp from 'sharp';
import { releases } from '../../releases/releases.table.ts';
import { tracks } from '../../releases/tracks.table.ts';
import { makeImage } from '../../uploads/test/uploads-test-kit.ts';
import { judgeAudio, type AnalyzedAudio } from '../../media/audio-qc.ts';
import { insertUpload } from '../../uploads/uploads.repository.ts';
import { storageKeys } from '../../uploads/uploads.service.ts';
import { findFfmpeg } from '../../uploads/find-ffmpeg.ts';
import { convertAudio, generateAudio } from '../../media/audio-fixtures.ts';

/**
 * 40 s of "music" from lavfi sources: coloured noise, a tone and a chirp mixed. Pure sines
 * fingerprint poorly (a flat spectrum has few features); this has a moving spectrum.
 */
export async function makeMusic(t: TestApp, name: string, variant: 'a' | 'b', mp3 = false) {
  const ffmpeg = await findFfmpeg(t.config);
  const wav = join(t.config.dataDir, `${name}.wav`);
  const [noise, tone, chirp] =
    variant === 'a' ? ['pink:seed=1', 220, '200+100*t'] : ['brown:seed=7', 330, '900-15*t'];
  await generateAudio(
    ffmpeg,
    wav,
    [
      `anoisesrc=d=40:c=${noise}:a=0.3`,
      `sine=f=${tone}:d=40`,
      `aevalsrc=0.3*sin(2*PI*(${chirp})*t):d=40`,
    ],
    '[0][1][2]amix=inputs=3,volume=2',
    ['-ar', '44100'],
  );
  if (!mp3) return readFile(wav);
  const file = join(t.config.dataDir, `${name}.mp3`);
  await convertAudio(ffmpeg, wav, file, ['-b:a', '128k']);
  return readFile(file);
}

const cleanAnalysis: AnalyzedAudio = {
  ok: true,
  format: 'wav',
  codec: 'pcm_s16le',
  sampleRate: 44_100,
  bitDepth: 16,
  channels: 2,
  durationSeconds: 180,
  integratedLufs: -14,
  truePeakDbtp: -1,
  loudnessRange: 6,
  silences: [],
  clipping: { samples: 0, truePeakOver: false },
  lossySource: { detected: false, cutoffHz: null },
  waveform: [0.2, 0.5],
};

/** A checked audio upload whose original bytes are in storage, put on the track. */
export async function attachAudio(t: TestApp, ownerId: string, trackId: string, bytes: Buffer) {
  const now = t.clock.now();
  const id = crypto.randomUUID();
  const key = storageKeys.original('audio', id);
  await t.app.ctx.storage.put(key, bytes);
  const row = await insertUpload(t.db, {
    id,
    ownerId,
    kind: 'audio',
    originalKey: key,
    status: 'complete',
    filename: 'song.wav',
    size: bytes.length,
    format: 'wav',
    analysis: cleanAnalysis,
    verdict: judgeAudio(cleanAnalysis),
    createdAt: now,
    updatedAt: now,
  });
  await t.db.update(tracks).set({ audioUploadId: row.id }).where(eq(tracks.id, trackId));
  return row.id;
}

/** A complete artwork upload with its delivery JPEG in storage, set as the release's cover. */
export async function attachArtwork(t: TestApp, ownerId: string, releaseId: string, jpeg: Buffer) {
  const id = crypto.randomUUID();
  const key = storageKeys.delivery(id);
  await t.app.ctx.storage.put(key, jpeg);
  const now = t.clock.now();
  await insertUpload(t.db, {
    id,
    ownerId,
    kind: 'artwork',
    status: 'complete',
    filename: 'cover.jpg',
    size: jpeg.length,
    format: 'jpeg',
    deliveryKey: key,
    width: 3000,
    height: 3000,
    thumbnailKeys: { 600: 'thumb-600', 200: 'thumb-200' },
    createdAt: now,
    updatedAt: now,
  });
  await t.db.update(releases).set({ artworkUploadId: id }).where(eq(releases.id, releaseId));
  return id;
}

/** A 3000x3000 cover: a picture, or lines of text on paper. */
export async function makeCover(kind: 'picture' | 'other-picture' | 'text') {
  const svg = (body: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000">${body}</svg>`);
  if (kind === 'text') {
    const lines = Array.from(
      { length: 14 },
      (_, i) =>
        `<text x="60" y="${200 + i * 200}" font-size="150" font-family="sans-serif" fill="#111">WORD LINE ${i} TEXT</text>`,
    ).join('');
    return sharp(svg(`<rect width="3000" height="3000" fill="#f4f1e8"/>${lines}`))
      .jpeg()
      .toBuffer();
  }
  if (kind === 'other-picture') {
    return sharp(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#203"/><stop offset="1" stop-color="#f90"/></linearGradient></defs>' +
          '<rect width="3000" height="3000" fill="url(#g)"/><circle cx="900" cy="1200" r="500" fill="#fff"/>',
      ),
    )
      .jpeg()
      .toBuffer();
  }
  return makeImage(3000, 3000).jpeg().toBuffer();
}
