import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { admin, appUrl } from './env.ts';
import { expect, setPlanViaApi, signInViaApi, signUpViaApi } from './fixtures.ts';
import { coverPng, toneWav } from './media.ts';

/** State-changing API calls must come from the app's own origin, as a browser's would. */
const fromApp = { origin: appUrl };

/** Reads a file the media helpers made, then removes it with its temporary folder. */
function take(file: string): Buffer {
  try {
    return readFileSync(file);
  } finally {
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Sends a generated cover as a multipart upload; answers the upload's id (checked at once). */
async function uploadCover(request: APIRequestContext) {
  const res = await request.post('/v1/uploads/artwork', {
    headers: fromApp,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: take(coverPng()) } },
  });
  return (await created(res)).id;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * Sends a generated 70-second WAV over tus (a creation, then one PATCH with every byte) and
 * waits for the server's audio check; answers the upload's id.
 */
async function uploadAudio(request: APIRequestContext) {
  const wav = take(toneWav(70));
  const tus = { ...fromApp, 'tus-resumable': '1.0.0' };
  const creation = await request.post('/v1/uploads/audio', {
    headers: {
      ...tus,
      'upload-length': String(wav.length),
      'upload-metadata': `filename ${base64('tone.wav')},filetype ${base64('audio/wav')}`,
    },
  });
  expect(creation.status(), await creation.text()).toBe(201);
  const location = creation.headers()['location']!;
  const patch = await request.patch(location, {
    headers: {
      ...tus,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: wav,
  });
  expect(patch.status(), await patch.text()).toBe(204);
  const id = location.split('/').pop()!;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/v1/uploads/${id}`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe('complete');
  return id;
}

/** YYYY-MM-DD, `days` from today. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A release submitted for review, made through the API as the artist would through the wizard:
 * a new account (left signed in on `request`), its artist, a generated cover, one track with a
 * generated WAV, two major stores and a release date four weeks out. `plan` puts the account
 * on a paid plan first (the administrator does it), e.g. so it may ask for a takedown at once.
 */
export async function createSubmittedRelease(
  request: APIRequestContext,
  opts: { title?: string; plan?: 'artist' | 'pro' } = {},
): Promise<{ id: string; title: string }> {
  const title =
    opts.title ?? `Harbour Lights ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const user = await signUpViaApi(request);
  if (opts.plan) {
    const adminRequest = await playwrightRequest.newContext({ baseURL: appUrl });
    await signInViaApi(adminRequest, admin);
    await setPlanViaApi(adminRequest, user.id, opts.plan);
    await adminRequest.dispose();
  }
  const artist = await created(
    await request.post('/v1/artists', {
      headers: fromApp,
      data: {
        name: `Nova ${user.username.slice(2, 10)}`,
        type: 'band',
        mainGenre: 'pop',
        country: 'ES',
      },
    }),
  );
  const release = await created(
    await request.post('/v1/releases', {
      headers: fromApp,
      data: {
        title,
        artistId: artist.id,
        releaseType: 'single',
        language: 'en',
        primaryGenre: 'pop',
        artworkUploadId: await uploadCover(request),
        storeIds: ['spotify', 'deezer'],
        releaseDate: inDays(28),
      },
    }),
  );
  await created(
    await request.post(`/v1/releases/${release.id}/tracks`, {
      headers: fromApp,
      data: {
        title,
        language: 'en',
        audioUploadId: await uploadAudio(request),
        performers: [{ name: 'Ada Lovelace', instrument: 'piano' }],
        contributors: [{ name: 'Ada Lovelace', role: 'composer', percentage: 100 }],
      },
    }),
  );
  const submitted = await request.post(`/v1/releases/${release.id}/submit`, {
    headers: fromApp,
    data: { agreements: { rights: true, noInfringement: true, terms: true } },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { id: release.id, title };
}
