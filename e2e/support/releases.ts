import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { admin, appUrl } from './env.ts';
import { expect, setPlanViaApi, signInViaApi, signUpViaApi, test } from './fixtures.ts';
import { coverPng, flatCoverJpeg, toneWav } from './media.ts';

/** State-changing API calls come from the app's own origin, as a browser's would. */
const headers = { origin: appUrl };

async function created<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** Waits until the server has checked an upload; fails if it was refused. */
async function waitForUploadChecked(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/v1/uploads/${id}`)).json()) as { status: string }).status,
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe('complete');
}

/** POST /v1/uploads/artwork (multipart), as the wizard's picker sends a file. */
export async function uploadArtworkViaApi(request: APIRequestContext, file: string) {
  const upload = await created<{ id: string }>(
    await request.post('/v1/uploads/artwork', {
      headers,
      multipart: {
        file: {
          name: basename(file),
          mimeType: extname(file) === '.png' ? 'image/png' : 'image/jpeg',
          buffer: readFileSync(file),
        },
      },
    }),
  );
  await waitForUploadChecked(request, upload.id);
  return upload.id;
}

/** A tus upload in one PATCH (creation, then every byte), then the server's audio check. */
export async function uploadAudioViaApi(request: APIRequestContext, file: string) {
  const tus = { ...headers, 'tus-resumable': '1.0.0' };
  const create = await request.post('/v1/uploads/audio', {
    headers: {
      ...tus,
      'upload-length': String(statSync(file).size),
      'upload-metadata': `filename ${Buffer.from(basename(file)).toString('base64')}`,
    },
  });
  expect(create.status(), await create.text()).toBe(201);
  const location = create.headers()['location']!;
  const id = location.split('/').pop()!;
  const patch = await request.patch(`/v1/uploads/audio/${id}`, {
    headers: {
      ...tus,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    data: readFileSync(file),
  });
  expect(patch.status(), await patch.text()).toBe(204);
  await waitForUploadChecked(request, id);
  return id;
}

export type ReleaseFiles = { cover: string; wav: string };

/**
 * A draft single with its own artist and `cover` as artwork, saved through the API up to
 * `wizardStep` by the user `request` is signed in as; `releaseDate` is left unset unless given.
 */
export async function createDraftViaApi(
  request: APIRequestContext,
  release: {
    title: string;
    artist: string;
    storeIds: string[];
    releaseDate?: string;
    wizardStep: string;
  },
  cover: string,
) {
  const artist = await created<{ id: string }>(
    await request.post('/v1/artists', {
      headers,
      data: { name: release.artist, type: 'solo', mainGenre: 'pop', country: 'ES' },
    }),
  );
  const artworkUploadId = await uploadArtworkViaApi(request, cover);
  const draft = await created<{ id: string }>(
    await request.post('/v1/releases', {
      headers,
      data: {
        title: release.title,
        artistId: artist.id,
        releaseType: 'single',
        language: 'es',
        primaryGenre: 'pop',
        artworkUploadId,
        storeIds: release.storeIds,
        ...(release.releaseDate ? { releaseDate: release.releaseDate } : {}),
        wizardStep: release.wizardStep,
      },
    }),
  );
  return { id: draft.id, artworkUploadId };
}

/**
 * A single with one track, made and submitted through the API by the user `request` is
 * signed in as: what the wizard journey (releases.spec.ts) does by hand, in seconds.
 */
export async function submitReleaseViaApi(
  request: APIRequestContext,
  release: { title: string; artist: string; storeIds: string[]; releaseDate: string },
  files: ReleaseFiles,
  /** A step of the journey's own on the complete draft, before it is submitted. */
  beforeSubmit?: (id: string) => Promise<void>,
) {
  const draft = await createDraftViaApi(request, { ...release, wizardStep: 'review' }, files.cover);
  await created(
    await request.post(`/v1/releases/${draft.id}/tracks`, {
      headers,
      data: {
        title: release.title,
        language: 'es',
        audioUploadId: await uploadAudioViaApi(request, files.wav),
        performers: [{ name: release.artist, instrument: 'vocals' }],
        contributors: [{ name: release.artist, role: 'composer', percentage: 100 }],
      },
    }),
  );
  await beforeSubmit?.(draft.id);
  const submit = await request.post(`/v1/releases/${draft.id}/submit`, {
    headers,
    data: { agreements: { rights: true, noInfringement: true, terms: true } },
  });
  expect(submit.status(), await submit.text()).toBe(200);
  return draft;
}

/** YYYY-MM-DD, `days` from today. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A release submitted for review by a new account (left signed in on `request`): a generated
 * cover, one track with a generated 70-second WAV, two major stores, a release date four weeks
 * out. `plan` puts the account on a paid plan first (the administrator does it), e.g. so it
 * may ask for a takedown at once.
 */
export async function createSubmittedRelease(
  request: APIRequestContext,
  opts: {
    title?: string;
    plan?: 'artist' | 'pro';
    beforeSubmit?: (id: string) => Promise<void>;
  } = {},
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
  const files = { cover: coverPng(), wav: toneWav(70) };
  try {
    const release = {
      title,
      artist: `Nova ${user.username.slice(2, 10)}`,
      releaseDate: inDays(28),
    };
    const { id } = await submitReleaseViaApi(
      request,
      { ...release, storeIds: ['spotify', 'deezer'] },
      files,
      opts.beforeSubmit,
    );
    return { id, title };
  } finally {
    // The WAV is the run's shared one (support/media.ts).
    rmSync(dirname(files.cover), { recursive: true, force: true });
  }
}

/** A journey given a flat-colour cover and a 70-second WAV for its release (the run's shared ones). */
export const withReleaseFiles = test.extend<{ files: ReleaseFiles }>({
  // eslint-disable-next-line no-empty-pattern
  files: async ({}, use) => {
    await use({ cover: flatCoverJpeg(), wav: toneWav(70) });
  },
});

/** The administrator takes and approves the release, then confirms every store's delivery. */
export async function publishViaAdmin(adminRequest: APIRequestContext, releaseId: string) {
  for (const action of ['take', 'approve']) {
    const res = await adminRequest.post(`/v1/admin/releases/${releaseId}/${action}`, { headers });
    expect(res.status(), await res.text()).toBe(200);
  }
  type Delivery = { id: string; state: string };
  const deliveries = async () =>
    (
      (await (await adminRequest.get(`/v1/admin/releases/${releaseId}/deliveries`)).json()) as {
        items: Delivery[];
      }
    ).items;
  // The delivery job makes one delivery per store, then sends it (no store answers here).
  await expect
    .poll(
      async () => {
        const list = await deliveries();
        return list.length > 0 && list.every((d) => d.state !== 'queued');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  for (const delivery of await deliveries()) {
    const res = await adminRequest.post(`/v1/admin/deliveries/${delivery.id}/confirm`, {
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}
