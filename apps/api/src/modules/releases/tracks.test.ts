import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertArtwork,
  insertAudio,
  readyRelease,
  signedIn as newUser,
  submitOk,
  trackBody,
  type Api,
} from './test/releases-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (opts?: Parameters<typeof newUser>[1]) => newUser(t, opts);
const spotifyId = '4Z8W4fKeB5YxbusRsdQVPb';

async function draftOf(api: Api) {
  const res = await api.post('/v1/releases', { title: 'Night Drive' });
  expect(res.statusCode).toBe(201);
  return `/v1/releases/${res.json().id}`;
}

describe('POST /v1/releases/:id/tracks', () => {
  it('adds a track with every field', async () => {
    const { user, api } = await signedIn({ plan: 'pro' });
    const release = await draftOf(api);
    const audio = await insertAudio(t, user.id);
    const res = await api.post(`${release}/tracks`, {
      title: 'First Light',
      trackArtist: 'Nova Lights',
      featuredArtists: ['MC Rio'],
      audioUploadId: audio,
      isrc: 'us abc 12 34567',
      language: 'pt',
      genre: 'electronic',
      explicit: true,
      hasLyrics: true,
      lyrics: 'La la la',
      versionType: 'remix',
      composerName: 'Ana Silva',
      composerUri: `https://open.spotify.com/intl-pt/artist/${spotifyId}?si=x`,
      introOutro: false,
      performers: [
        { name: 'Ana Silva', instrument: 'vocals' },
        { name: 'Rui Costa', instrument: 'double_bass' },
      ],
      contributors: [
        { name: 'Ana Silva', role: 'composer', percentage: 33.33 },
        { name: 'Rui Costa', role: 'lyricist', percentage: 33.33 },
        { name: 'Bea Lima', role: 'producer', percentage: 33.34 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      position: 1,
      title: 'First Light',
      trackArtist: 'Nova Lights',
      featuredArtists: ['MC Rio'],
      audio: {
        uploadId: audio,
        status: 'complete',
        durationSeconds: 180,
        rejections: [],
        warnings: [],
      },
      isrc: 'US-ABC-12-34567',
      isrcIsCustom: true,
      language: 'pt',
      genre: 'electronic',
      explicit: true,
      hasLyrics: true,
      lyrics: 'La la la',
      versionType: 'remix',
      composerName: 'Ana Silva',
      composerUri: `https://open.spotify.com/artist/${spotifyId}`,
      introOutro: false,
      performers: [
        { name: 'Ana Silva', instrument: 'vocals' },
        { name: 'Rui Costa', instrument: 'double_bass' },
      ],
      contributors: [
        { name: 'Ana Silva', role: 'composer', percentage: 33.33 },
        { name: 'Rui Costa', role: 'lyricist', percentage: 33.33 },
        { name: 'Bea Lima', role: 'producer', percentage: 33.34 },
      ],
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const detail = (await api.get(release)).json();
    expect(detail.tracks).toEqual([res.json()]);
    expect(detail.activity[0]).toMatchObject({ kind: 'updated', data: { fields: ['tracks'] } });
  });

  const performer = { name: 'Ana Silva', instrument: 'vocals' };
  const contributor = { name: 'Ana Silva', role: 'composer', percentage: 100 };
  it.each([
    ['an invalid ISRC', { isrc: 'US-AB-12-3456' }, { isrc: 'invalid_isrc' }],
    ['an unknown language', { language: 'klingon' }, { language: 'unknown_language' }],
    ['an unknown genre', { genre: 'polka' }, { genre: 'unknown_genre' }],
    [
      'an unknown version type',
      { versionType: 'bootleg' },
      { versionType: 'unknown_version_type' },
    ],
    [
      'an instrument not in the list',
      { performers: [{ name: 'Ana Silva', instrument: 'theremin' }] },
      { 'performers.0.instrument': 'unknown_instrument' },
    ],
    [
      'a performer without a name',
      { performers: [{ ...performer, name: ' ' }] },
      { 'performers.0.name': 'required' },
    ],
    [
      'a contributor role not in the list',
      { contributors: [{ ...contributor, role: 'singer' }] },
      { 'contributors.0.role': 'unknown_contributor_role' },
    ],
    [
      'a one-word contributor name',
      { contributors: [{ ...contributor, name: 'Madonna' }] },
      { 'contributors.0.name': 'invalid_contributor_name' },
    ],
    [
      'a contributor name of two characters',
      { contributors: [{ ...contributor, name: 'A ' }] },
      { 'contributors.0.name': 'invalid_contributor_name' },
    ],
    [
      'contributors short of 100%',
      {
        contributors: [
          { ...contributor, percentage: 60 },
          { ...contributor, percentage: 39.99 },
        ],
      },
      { contributors: 'contributor_total' },
    ],
    [
      'contributors over 100%',
      { contributors: [contributor, { ...contributor, percentage: 0.01 }] },
      { contributors: 'contributor_total' },
    ],
    [
      'a share with three decimals',
      { contributors: [{ ...contributor, percentage: 33.333 }] },
      { 'contributors.0.percentage': 'contributor_percentage' },
    ],
    [
      'a composer link of no service',
      { composerUri: 'https://example.com/x' },
      { composerUri: 'invalid_streaming_link' },
    ],
    ['a title too long', { title: 't'.repeat(201) }, { title: 'max_length' }],
  ])('answers 400 for %s', async (_case, body, fields) => {
    const { api } = await signedIn({ plan: 'pro' });
    const res = await api.post(`${await draftOf(api)}/tracks`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
  });

  it('accepts a two-word name of three characters and shares adding up to 100%', async () => {
    const { api } = await signedIn();
    const res = await api.post(`${await draftOf(api)}/tracks`, {
      contributors: [
        { name: 'A B', role: 'writer', percentage: 0.01 },
        { name: 'Ana Silva', role: 'arranger', percentage: 99.99 },
      ],
    });
    expect(res.statusCode).toBe(201);
  });

  it("refuses another user's audio and an artwork upload as audio", async () => {
    const { user, api } = await signedIn();
    const other = await signedIn();
    const release = await draftOf(api);
    for (const id of [await insertAudio(t, other.user.id), await insertArtwork(t, user.id)]) {
      const res = await api.post(`${release}/tracks`, { audioUploadId: id });
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        fields: { audioUploadId: 'unknown_upload' },
      });
    }
  });

  it('allows one track per release on the free plan, more on paid plans', async () => {
    const free = await signedIn();
    const release = await draftOf(free.api);
    expect((await free.api.post(`${release}/tracks`, {})).statusCode).toBe(201);
    const second = await free.api.post(`${release}/tracks`, {});
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'track_limit_exceeded', params: { max: 1 } });
    expect(second.json().message).toMatch(/^Track limit exceeded\./);

    const paid = await signedIn({ plan: 'artist' });
    const album = await draftOf(paid.api);
    for (let i = 1; i <= 3; i++) {
      expect((await paid.api.post(`${album}/tracks`, {})).json().position).toBe(i);
    }
  });

  it('keeps custom ISRCs to paid plans', async () => {
    const free = await signedIn();
    const res = await free.api.post(`${await draftOf(free.api)}/tracks`, { isrc: 'USABC1234567' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('custom_identifier_not_allowed');
  });
});

describe('changing tracks', () => {
  it('saves the given fields only; turning lyrics off clears them', async () => {
    const { api } = await signedIn();
    const release = await draftOf(api);
    const track = (
      await api.post(`${release}/tracks`, { title: 'A', hasLyrics: true, lyrics: 'Words' })
    ).json();
    const res = await api.patch(`${release}/tracks/${track.id}`, {
      hasLyrics: false,
      explicit: true,
    });
    expect(res.json()).toMatchObject({
      title: 'A',
      hasLyrics: false,
      lyrics: null,
      explicit: true,
    });
  });

  it('deletes a track and moves the next ones up; reorders all of them', async () => {
    const { api } = await signedIn({ plan: 'pro' });
    const release = await draftOf(api);
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      ids.push((await api.post(`${release}/tracks`, { title })).json().id);
    }
    expect((await api.delete(`${release}/tracks/${ids[1]}`)).json()).toEqual({ ok: true });
    const order = async () =>
      (await api.get(`${release}/tracks`))
        .json()
        .items.map((tr: { title: string; position: number }) => [tr.position, tr.title]);
    expect(await order()).toEqual([
      [1, 'One'],
      [2, 'Three'],
      [3, 'Four'],
    ]);
    const res = await api.post(`${release}/tracks/reorder`, { trackIds: [ids[3], ids[0], ids[2]] });
    expect(res.statusCode).toBe(200);
    expect(await order()).toEqual([
      [1, 'Four'],
      [2, 'One'],
      [3, 'Three'],
    ]);
    for (const trackIds of [
      [ids[3], ids[0]],
      [ids[3], ids[0], ids[0]],
      [ids[3], ids[0], ids[1]],
    ]) {
      const bad = await api.post(`${release}/tracks/reorder`, { trackIds });
      expect(bad.json()).toMatchObject({
        code: 'validation_failed',
        fields: { trackIds: 'invalid' },
      });
    }
    expect((await api.delete(`${release}/tracks/${ids[1]}`)).statusCode).toBe(404);
  });

  it('answers 409 release_not_editable on every track change once submitted', async () => {
    const { user, api } = await signedIn();
    const { release, track } = await readyRelease(t, api, user.id);
    await submitOk(api, release.id);
    const base = `/v1/releases/${release.id}/tracks`;
    const answers = await Promise.all([
      api.post(base, trackBody(null)),
      api.patch(`${base}/${track.id}`, { title: 'Changed' }),
      api.delete(`${base}/${track.id}`),
      api.post(`${base}/reorder`, { trackIds: [track.id] }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual(
      answers.map(() => [409, 'release_not_editable']),
    );
  });
});
