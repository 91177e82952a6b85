import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn } from '../../test/factories.ts';
import { releaseOf } from '../lyrics/test/lyrics-test-kit.ts';
import { tracks } from '../releases/tracks.table.ts';
import { insertUpload } from '../uploads/uploads.repository.ts';
import { storageKeys } from '../uploads/uploads.service.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

const pitchText = 'A warm late-night pop song with a chorus that stays, made for slow city drives.';

async function playlist(over: object = {}) {
  const res = await admin.post('/v1/admin/playlists', {
    name: 'Late Night Pop',
    curator: 'Soundpost team',
    genre: 'pop',
    followers: 12_400,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** An artist with a song of a published release, its audio in storage. */
async function artist(plan: 'lite' | 'artist' | 'pro' = 'lite', status = 'published' as const) {
  const user = await createUser(t, { plan });
  const api = request(t.app, await signIn(t, user));
  const { release, track } = await releaseOf(t, user.id, status);
  const audio = Buffer.from('RIFF-not-really-a-song');
  const uploadId = crypto.randomUUID();
  const key = storageKeys.original('audio', uploadId);
  await t.app.ctx.storage.put(key, audio);
  await insertUpload(t.db, {
    id: uploadId,
    originalKey: key,
    ownerId: user.id,
    kind: 'audio',
    status: 'complete',
    filename: 'song.wav',
    size: audio.length,
    format: 'wav',
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  });
  await t.db
    .update(tracks)
    .set({ audioUploadId: uploadId, title: 'Slow Drive' })
    .where(eq(tracks.id, track.id));
  return { user, api, release, track, audio };
}

describe('curated playlists', () => {
  it('are public, managed by admins only, and their cover is one of the admin’s artworks', async () => {
    const id = await playlist();
    const anonymous = request(t.app);
    const list = await anonymous.get('/v1/playlists');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id,
        name: 'Late Night Pop',
        coverUrl: null,
        acceptsSubmissions: true,
      }),
    );
    const { api } = await artist();
    const valid = { name: 'x', curator: 'y', genre: 'pop', followers: 1 };
    expect((await api.post('/v1/admin/playlists', valid)).statusCode).toBe(403);
    expect((await api.delete(`/v1/admin/playlists/${id}`)).statusCode).toBe(403);
    const cover = await admin.post('/v1/admin/playlists', {
      name: 'Other',
      curator: 'Team',
      genre: 'rock',
      followers: 1,
      coverUploadId: crypto.randomUUID(),
    });
    expect(cover.statusCode).toBe(400);
    expect(cover.json().fields).toMatchObject({ coverUploadId: 'unknown_upload' });
  });
});

describe('pitching a song', () => {
  it('takes a published song and a pitch of 50 characters, once per playlist, within the plan', async () => {
    const id = await playlist();
    const other = await playlist({ name: 'Second' });
    const { api, track } = await artist('lite');
    const empty = await api.post(`/v1/playlists/${id}/pitches`, { trackId: '', pitch: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      trackId: 'song_required',
      pitch: 'pitch_required',
    });
    const short = await api.post(`/v1/playlists/${id}/pitches`, {
      trackId: track.id,
      pitch: 'Too short',
    });
    expect(short.json().fields).toMatchObject({ pitch: 'pitch_too_short' });

    const sent = await api.post(`/v1/playlists/${id}/pitches`, {
      trackId: track.id,
      pitch: pitchText,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      playlist: { id, name: 'Late Night Pop' },
      track: { id: track.id, title: 'Slow Drive' },
      status: 'pending',
      note: null,
    });
    const twice = await api.post(`/v1/playlists/${id}/pitches`, {
      trackId: track.id,
      pitch: pitchText,
    });
    expect(twice.json().code).toBe('pitch_duplicate');
    // The free plan's one pitch a month is used.
    const over = await api.post(`/v1/playlists/${other}/pitches`, {
      trackId: track.id,
      pitch: pitchText,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'tool_quota_reached',
      message: 'No more playlist pitches available this month.',
    });
    expect((await api.get('/v1/pitches')).json().items).toHaveLength(1);
  });

  it('refuses a draft’s song, someone else’s, a closed playlist, and an artist without a published release', async () => {
    const id = await playlist();
    const closed = await playlist({ name: 'Closed', acceptsSubmissions: false });
    const { user, api, track } = await artist('pro');
    const stranger = await artist('pro');
    const theirs = await api.post(`/v1/playlists/${id}/pitches`, {
      trackId: stranger.track.id,
      pitch: pitchText,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fields).toMatchObject({ trackId: 'song_required' });
    const { track: draftSong } = await releaseOf(t, user.id, 'draft');
    expect(
      (
        await api.post(`/v1/playlists/${id}/pitches`, { trackId: draftSong.id, pitch: pitchText })
      ).json().code,
    ).toBe('pitch_track_not_published');
    expect(
      (
        await api.post(`/v1/playlists/${closed}/pitches`, { trackId: track.id, pitch: pitchText })
      ).json().code,
    ).toBe('playlist_closed');
    const newcomer = await createUser(t);
    const newApi = request(t.app, await signIn(t, newcomer));
    const { track: onlyDraft } = await releaseOf(t, newcomer.id, 'draft');
    const early = await newApi.post(`/v1/playlists/${id}/pitches`, {
      trackId: onlyDraft.id,
      pitch: pitchText,
    });
    expect(early.json().code).toBe('pitch_release_required');
    expect((await stranger.api.get('/v1/pitches')).json().items).toEqual([]);
  });
});

describe("the curators' inbox", () => {
  it('lets a curator listen, accept with a note once, and e-mails the artist; no money, no admin', async () => {
    const id = await playlist();
    const { user, api, track, audio } = await artist('pro');
    const pitch = (
      await api.post(`/v1/playlists/${id}/pitches`, { trackId: track.id, pitch: pitchText })
    ).json();
    const curator = request(t.app, await signIn(t, await createUser(t, { role: 'curator' })));
    const inbox = await curator.get('/v1/curation/pitches');
    expect(inbox.statusCode).toBe(200);
    const mine = inbox.json().items.find((p: { id: string }) => p.id === pitch.id);
    expect(mine).toMatchObject({
      artistName: null,
      track: { title: 'Slow Drive' },
      status: 'pending',
    });
    const listen = await curator.get(mine.audioUrl);
    expect(listen.statusCode).toBe(200);
    expect(listen.rawPayload.equals(audio)).toBe(true);

    // Artists are no curators; curators are no staff.
    expect((await api.get('/v1/curation/pitches')).statusCode).toBe(403);
    expect((await curator.get('/v1/admin/users')).statusCode).toBe(403);

    const answers = await Promise.all(
      ['accepted', 'declined'].map((decision) =>
        curator.post(`/v1/curation/pitches/${pitch.id}/decision`, {
          decision,
          note: 'Lovely hook.',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json();
    const seen = (await api.get('/v1/pitches')).json().items[0];
    expect(seen).toMatchObject({ status: won.status, note: 'Lovely hook.' });
    const sent = mail.last(user.email);
    expect(sent.subject).toContain('Slow Drive');
    expect(sent.text).toContain('Lovely hook.');
  });
});
