// Delivery of an approved 12-track album (4-minute 44.1 kHz 16-bit WAVs, generated with ffmpeg)
// to 25 folder-transport stores, against a plain copy of the same delivered bytes (the FLAC
// and JPEG files x25) in the same run. Prints both times, the bytes written and the ratio
// (budget <= 2; decision 023 keeps the figures). Removes what it wrote. It is not a test.
// BENCH_TRACKS, BENCH_TRACK_SECONDS and BENCH_STORES shrink it (the smoke run, scripts/bench-smoke.ts).
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

// bench/ is a TypeScript project of its own (rootDir bench/), so the API's modules are loaded
// at run time instead of imported; these loose types cover the few calls made.
/* eslint-disable @typescript-eslint/no-explicit-any */
const load = (path: string): Promise<any> => import(new URL(path, import.meta.url).href);
const api = (path: string) => load(`../apps/api/src/${path}`);

const tracks = Number(process.env.BENCH_TRACKS ?? 12);
const storeCount = Number(process.env.BENCH_STORES ?? 25);
const seconds = Number(process.env.BENCH_TRACK_SECONDS ?? 240);

const { createTestApp } = await api('test/app.ts');
const { openMigratedPglite } = await api('test/database-template.ts');
const { createUser } = await api('test/factories.ts');
const { findFfmpeg } = await api('modules/uploads/find-ffmpeg.ts');
const { generateAudio, sine } = await api('modules/media/audio-fixtures.ts');
const { insertUpload } = await api('modules/uploads/uploads.repository.ts');
const { insertArtist } = await api('modules/artists/artists.repository.ts');
const { insertRelease } = await api('modules/releases/releases.repository.ts');
const { tracks: tracksTable } = await api('modules/releases/tracks.table.ts');
const { listEnabledStores } = await api('modules/stores/stores.repository.ts');
const { startDelivery } = await api('modules/delivery/start-delivery.ts');
const { prepareDelivery } = await api('modules/delivery/prepare-delivery.ts');
const { sendDelivery } = await api('modules/delivery/send-delivery.ts');
const repo = await api('modules/delivery/deliveries.repository.ts');
const sharp = (await import('sharp')).default;

// Vitest's run-wide template (test/database-template.ts) is not there outside vitest: the app
// gets a database migrated here.
const { database } = await openMigratedPglite();
const t = await createTestApp({ WORKERS: 'off' }, { database });
const ctx = t.app.ctx;
try {
  const now = t.clock.now();
  const user = await createUser(t, { plan: 'pro' });
  const artist = await insertArtist(t.db, {
    ownerId: user.id,
    name: 'Bench Orchestra',
    type: 'band',
    mainGenre: 'electronic',
    country: 'BR',
  });
  const ffmpeg = await findFfmpeg(ctx.config);
  const work = join(t.config.dataDir, 'bench-sources');
  await mkdir(work, { recursive: true });
  const audioIds: string[] = [];
  for (let i = 0; i < tracks; i++) {
    const file = join(work, `t${i}.wav`);
    // Two tones and a little noise: FLAC compresses it about as much as music.
    await generateAudio(
      ffmpeg,
      file,
      [
        sine(220 + i * 20, seconds),
        sine(330 + i * 15, seconds),
        `anoisesrc=d=${seconds}:a=0.02:r=44100`,
      ],
      // amix halves both inputs (its normalize=0 is newer than the npm-bundled ffmpeg).
      '[0:a][1:a]amerge=inputs=2[m];[m][2:a]amix=inputs=2,volume=2',
      ['-c:a', 'pcm_s16le', '-ac', '2', '-ar', '44100'],
    );
    const size = (await stat(file)).size;
    const row = await insertUpload(t.db, {
      ownerId: user.id,
      kind: 'audio',
      status: 'complete',
      filename: `t${i}.wav`,
      size,
      format: 'wav',
      analysis: {
        ok: true,
        format: 'wav',
        codec: 'pcm_s16le',
        sampleRate: 44_100,
        bitDepth: 16,
        channels: 2,
        durationSeconds: seconds,
        integratedLufs: -14,
        truePeakDbtp: -1,
        loudnessRange: 6,
        silences: [],
        clipping: { samples: 0, truePeakOver: false },
        lossySource: { detected: false, cutoffHz: null },
        waveform: [],
      },
      createdAt: now,
      updatedAt: now,
    });
    await ctx.storage.putFile(`audio/${row.id}/original`, file);
    const { uploads } = await api('modules/uploads/uploads.table.ts');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(uploads)
      .set({ originalKey: `audio/${row.id}/original` })
      .where(eq(uploads.id, row.id));
    audioIds.push(row.id);
  }
  const cover = await sharp({
    create: {
      width: 3000,
      height: 3000,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const artwork = await insertUpload(t.db, {
    ownerId: user.id,
    kind: 'artwork',
    status: 'complete',
    filename: 'cover.jpg',
    size: cover.length,
    format: 'jpeg',
    deliveryKey: 'artwork/bench/delivery.jpg',
    width: 3000,
    height: 3000,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.storage.put('artwork/bench/delivery.jpg', cover);
  const storeIds = (await listEnabledStores(t.db))
    .slice(0, storeCount)
    .map((s: { id: string }) => s.id);
  const release = await insertRelease(t.db, {
    ownerId: user.id,
    artistId: artist.id,
    title: 'Bench Album',
    releaseType: 'album',
    language: 'en',
    primaryGenre: 'electronic',
    upc: '200000000017',
    artworkUploadId: artwork.id,
    storeIds,
    releaseDate: '2030-01-01',
    status: 'approved',
    createdAt: now,
    updatedAt: now,
  });
  await t.db.insert(tracksTable).values(
    audioIds.map((audioUploadId, i) => ({
      releaseId: release.id,
      position: i + 1,
      title: `Movement ${i + 1}`,
      audioUploadId,
      isrc: `QZS8P26${String(i + 1).padStart(5, '0')}`,
      language: 'en',
      contributors: [{ name: 'Ana Silva', role: 'composer', share: 10_000 }],
    })),
  );

  // What the workers do, one after the other: start, encode once, send to each store.
  const started = performance.now();
  await startDelivery(ctx, release.id);
  await prepareDelivery(ctx, { releaseId: release.id, version: 1 });
  const encodeSeconds = (performance.now() - started) / 1000;
  const rows = (await repo.listReleaseDeliveries(t.db, release.id)).map((r: any) => r.delivery);
  // One worker works one send job at a time.
  for (const d of rows) await sendDelivery(ctx, d.id);
  const deliverySeconds = (performance.now() - started) / 1000;
  const states = new Set(
    (await repo.listReleaseDeliveries(t.db, release.id)).map((r: any) => r.delivery.state),
  );

  const deliveriesDir = join(t.config.dataDir, 'deliveries');
  const bytesUnder = async (dir: string) => {
    let total = 0;
    for (const e of await readdir(dir, { recursive: true, withFileTypes: true }))
      if (e.isFile()) total += (await stat(join(e.parentPath, e.name))).size;
    return total;
  };
  const deliveredBytes = await bytesUnder(deliveriesDir);

  // The plain copy: the same resource files to 25 folders at once, one file after another.
  const resources = await repo.listResources(t.db, release.id, 1);
  const copyDir = join(t.config.dataDir, 'bench-copy');
  const copyStarted = performance.now();
  await Promise.all(
    Array.from({ length: storeCount }, async (_, s) => {
      const dir = join(copyDir, String(s));
      await mkdir(dir, { recursive: true });
      for (const r of resources)
        await ctx.storage.withLocalFile(r.storageKey, (path: string) =>
          copyFile(path, join(dir, r.fileName.replace('resources/', ''))),
        );
    }),
  );
  const copySeconds = (performance.now() - copyStarted) / 1000;
  const copyBytes = await bytesUnder(copyDir);

  const mb = (n: number) => (n / 1e6).toFixed(1);
  console.log(
    `${tracks} tracks x ${seconds} s WAV to ${storeIds.length} folder stores, states: ${[...states].join(', ')}`,
  );
  console.log(
    `delivery (encode once + ${storeIds.length} batches): ${deliverySeconds.toFixed(2)} s (of which encoding ${encodeSeconds.toFixed(2)} s), ${mb(deliveredBytes)} MB written`,
  );
  console.log(
    `plain copy of the delivered files x${storeCount}: ${copySeconds.toFixed(2)} s, ${mb(copyBytes)} MB written`,
  );
  console.log(`ratio ${(deliverySeconds / copySeconds).toFixed(2)} (budget <= 2)`);
} finally {
  await t.close();
  await database.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
}
