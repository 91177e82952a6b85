import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  createArtist,
  readyRelease,
  signedIn as newUser,
  submitOk,
} from './test/releases-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (opts?: Parameters<typeof newUser>[1]) => newUser(t, opts);

describe('DELETE /v1/releases/:id', () => {
  it('deletes a draft with its tracks; a submitted release is not deletable', async () => {
    const { user, api } = await signedIn();
    const draft = (await api.post('/v1/releases', {})).json();
    expect((await api.delete(`/v1/releases/${draft.id}`)).json()).toEqual({ ok: true });
    expect((await api.get(`/v1/releases/${draft.id}`)).statusCode).toBe(404);

    const { release } = await readyRelease(t, api, user.id);
    await submitOk(api, release.id);
    const res = await api.delete(`/v1/releases/${release.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('release_not_deletable');
  });

  it('keeps an artist a release uses from being deleted', async () => {
    const { api } = await signedIn();
    const artistId = await createArtist(api);
    const draft = (await api.post('/v1/releases', { artistId })).json();
    expect((await api.delete(`/v1/artists/${artistId}`)).json().code).toBe('artist_in_use');
    await api.delete(`/v1/releases/${draft.id}`);
    expect((await api.delete(`/v1/artists/${artistId}`)).statusCode).toBe(200);
  });
});

describe('GET /v1/releases', () => {
  it('lists drafts and submitted releases newest or oldest first, page by page', async () => {
    const { user, api } = await signedIn();
    const { release: first } = await readyRelease(t, api, user.id);
    t.clock.advance(1000);
    const second = (await api.post('/v1/releases', { title: 'Second' })).json();
    t.clock.advance(1000);
    const third = (await api.post('/v1/releases', {})).json();

    const page = (await api.get('/v1/releases?limit=2')).json();
    expect(page.total).toBe(3);
    expect(page.items.map((r: { id: string }) => r.id)).toEqual([third.id, second.id]);
    const rest = (await api.get(`/v1/releases?limit=2&cursor=${page.nextCursor}`)).json();
    expect(rest.items).toEqual([
      {
        id: first.id,
        title: 'Night Drive',
        status: 'draft',
        releaseType: 'single',
        artistName: 'Nova Lights',
        artworkThumbnailUrl: first.artwork.thumbnailUrl,
        trackCount: 1,
        releaseDate: first.releaseDate,
        referenceId: null,
        submittedAt: null,
        createdAt: first.createdAt,
        updatedAt: expect.any(String),
      },
    ]);
    expect(rest.nextCursor).toBeNull();
    const oldest = (await api.get('/v1/releases?sort=oldest')).json();
    expect(oldest.items.map((r: { id: string }) => r.id)).toEqual([first.id, second.id, third.id]);
  });

  it('answers 400 for a tampered cursor', async () => {
    const { api } = await signedIn();
    const res = await api.get('/v1/releases?cursor=bm9wZQ');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cursor: 'invalid' });
  });
});

describe('ownership', () => {
  it("answers 404 on every release and track route for another user's release", async () => {
    const owner = await signedIn();
    const { release, track } = await readyRelease(t, owner.api, owner.user.id);
    const { api } = await signedIn();
    const base = `/v1/releases/${release.id}`;
    const answers = await Promise.all([
      api.get(base),
      api.patch(base, { title: 'Mine' }),
      api.delete(base),
      api.post(`${base}/submit`, {}),
      api.post(`${base}/takedown`, { confirm: true }),
      api.get(`${base}/tracks`),
      api.post(`${base}/tracks`, {}),
      api.patch(`${base}/tracks/${track.id}`, { title: 'Mine' }),
      api.delete(`${base}/tracks/${track.id}`),
      api.post(`${base}/tracks/reorder`, { trackIds: [track.id] }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual(
      answers.map(() => [404, 'not_found']),
    );
    expect((await api.get('/v1/releases')).json()).toMatchObject({ items: [], total: 0 });
    expect((await owner.api.get(base)).json().title).toBe('Night Drive');
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const { api } = await signedIn();
    expect((await api.get('/v1/releases/123')).statusCode).toBe(404);
    expect((await api.patch('/v1/releases/123', {})).statusCode).toBe(404);
  });
});
