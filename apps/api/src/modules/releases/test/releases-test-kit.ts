import { expect } from 'vitest';
import { judgeAudio, type AnalyzedAudio } from '../../media/audio-qc.ts';
import { request, type TestApp } from '../../../test/app.ts';
import { createUser, signIn, type UserOptions } from '../../../test/factories.ts';
import { insertUpload } from '../../uploads/uploads.repository.ts';
import type { UploadRow } from '../../uploads/uploads.table.ts';

export type Api = ReturnType<typeof request>;

/** A new user with a signed-in client. */
export async function signedIn(t: TestApp, opts: UserOptions = {}) {
  const user = await createUser(t, opts);
  return { user, api: request(t.app, await signIn(t, user)) };
}

/** YYYY-MM-DD, `days` after the app clock's today. */
export function dayFromNow(t: TestApp, days: number) {
  return new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const allAgreements = { agreements: { rights: true, noInfringement: true, terms: true } };

/**
 * An upload row as the uploads module leaves it once its checks have run, written straight to
 * the database: the tests here are about releases, not about decoding files.
 */
export async function insertArtwork(
  t: TestApp,
  ownerId: string,
  status: UploadRow['status'] = 'complete',
) {
  const now = t.clock.now();
  const row = await insertUpload(t.db, {
    ownerId,
    kind: 'artwork',
    status,
    filename: 'cover.png',
    size: 1_000_000,
    format: 'png',
    width: status === 'complete' ? 3000 : null,
    height: status === 'complete' ? 3000 : null,
    thumbnailKeys: status === 'complete' ? { 600: 'thumb-600', 200: 'thumb-200' } : null,
    failureCode: status === 'failed' ? 'artwork_corrupt' : null,
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
}

/**
 * An audio upload as the QC job leaves it: a stored analysis (3 minutes unless told) judged by
 * the media module's own rules, so a 20-second file is rejected like a real one.
 */
export async function insertAudio(
  t: TestApp,
  ownerId: string,
  opts: { status?: UploadRow['status']; durationSeconds?: number } = {},
) {
  const status = opts.status ?? 'complete';
  const now = t.clock.now();
  const analysis: AnalyzedAudio = {
    ok: true,
    format: 'wav',
    codec: 'pcm_s16le',
    sampleRate: 44_100,
    bitDepth: 16,
    channels: 2,
    durationSeconds: opts.durationSeconds ?? 180,
    integratedLufs: -14,
    truePeakDbtp: -1,
    loudnessRange: 6,
    silences: [],
    clipping: { samples: 0, truePeakOver: false },
    lossySource: { detected: false, cutoffHz: null },
    waveform: [0.2, 0.5, 0.4],
  };
  const checked = status === 'complete';
  const row = await insertUpload(t.db, {
    ownerId,
    kind: 'audio',
    status,
    filename: 'song.wav',
    size: 30_000_000,
    format: 'wav',
    analysis: checked ? analysis : null,
    verdict: checked ? judgeAudio(analysis) : null,
    failureCode: status === 'failed' ? 'audio_unsupported_format' : null,
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
}

/** Creates an artist of the signed-in user through the API and returns its id. */
export async function createArtist(api: Api, name = 'Nova Lights') {
  const res = await api.post('/v1/artists', {
    name,
    type: 'band',
    mainGenre: 'pop',
    country: 'BR',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** Every track field a submission needs (plus the audio to attach). */
export const trackBody = (audioUploadId: string | null) => ({
  title: 'First Light',
  language: 'en',
  audioUploadId,
  performers: [{ name: 'Ana Silva', instrument: 'vocals' }],
  contributors: [
    { name: 'Ana Silva', role: 'composer', percentage: 60 },
    { name: 'Rui Costa', role: 'producer', percentage: 40 },
  ],
});

/**
 * A draft with everything a submission needs, made through the API: artist, artwork, a
 * release date 30 days out, Spotify, and one complete track with checked audio.
 */
export async function readyRelease(t: TestApp, api: Api, ownerId: string, extra: object = {}) {
  const artistId = await createArtist(api);
  const res = await api.post('/v1/releases', {
    title: 'Night Drive',
    artistId,
    releaseType: 'single',
    language: 'en',
    primaryGenre: 'pop',
    artworkUploadId: await insertArtwork(t, ownerId),
    storeIds: ['spotify', 'deezer'],
    releaseDate: dayFromNow(t, 30),
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const release = res.json();
  const track = await api.post(
    `/v1/releases/${release.id}/tracks`,
    trackBody(await insertAudio(t, ownerId)),
  );
  expect(track.statusCode).toBe(201);
  return { release, track: track.json(), artistId };
}

/** Submits with every agreement accepted, expecting success. */
export async function submitOk(api: Api, id: string) {
  const res = await api.post(`/v1/releases/${id}/submit`, allAgreements);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
