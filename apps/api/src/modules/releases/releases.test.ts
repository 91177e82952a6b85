import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@soundpost/contracts/identifiers';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  createArtist,
  insertArtwork,
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

describe('POST /v1/releases', () => {
  it('creates a draft from the basic-info step', async () => {
    const { api } = await signedIn();
    const artistId = await createArtist(api);
    const res = await api.post('/v1/releases', {
      title: '  Night Drive ',
      artistId,
      releaseType: 'ep',
      language: 'pt',
      primaryGenre: 'electronic',
      secondaryGenre: 'pop',
      recordLabel: 'Casa Records',
    });
    expect(res.statusCode).toBe(201);
    const now = t.clock.now().toISOString();
    expect(res.json()).toMatchObject({
      status: 'draft',
      title: 'Night Drive',
      artist: { id: artistId, name: 'Nova Lights' },
      releaseType: 'ep',
      language: 'pt',
      primaryGenre: 'electronic',
      secondaryGenre: 'pop',
      recordLabel: 'Casa Records',
      upc: null,
      referenceId: null,
      submittedAt: null,
      schedule: 'standard',
      storeIds: [],
      tracks: [],
      editable: true,
      wizardStep: 'basic-info',
      ignoredStores: [],
      activity: [{ kind: 'created', by: 'artist', at: now }],
      createdAt: now,
    });
    // The draft survives a reload.
    const { ignoredStores: _, ...detail } = res.json();
    expect((await api.get(`/v1/releases/${detail.id}`)).json()).toEqual(detail);
  });

  it('accepts an empty draft: submission names what is missing', async () => {
    const { api } = await signedIn();
    const res = await api.post('/v1/releases', {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: null, artist: null, releaseType: 'single' });
  });

  it.each([
    ['unknown release type', { releaseType: 'mixtape' }, { releaseType: 'unknown_release_type' }],
    ['unknown genre', { primaryGenre: 'polka' }, { primaryGenre: 'unknown_genre' }],
    ['unknown language', { language: 'xx' }, { language: 'unknown_language' }],
    ['unknown schedule', { schedule: 'slow' }, { schedule: 'unknown_schedule' }],
    ['title too long', { title: 't'.repeat(201) }, { title: 'max_length' }],
    ['invalid release date', { releaseDate: '2026-02-30' }, { releaseDate: 'invalid_date' }],
    ['release date not a date', { releaseDate: '30/01/2027' }, { releaseDate: 'invalid_date' }],
    ['UPC with a wrong check digit', { upc: '036000291453' }, { upc: 'invalid_upc' }],
    ['UPC too short', { upc: '12345' }, { upc: 'invalid_upc' }],
    ['artist id not a uuid', { artistId: 'abc' }, { artistId: 'unknown_artist' }],
    [
      'live date before release date',
      { releaseDate: '2030-05-10', liveDate: '2030-05-09' },
      { liveDate: 'live_date_before_release_date' },
    ],
    [
      'pre-save not before release',
      { releaseDate: '2030-05-10', presaveDate: '2030-05-10' },
      { presaveDate: 'presave_date_not_before_release' },
    ],
  ])('answers 400 for %s', async (_case, body, fields) => {
    const { api } = await signedIn({ plan: 'pro' });
    const res = await api.post('/v1/releases', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields });
    expect(Object.keys(res.json().fields)).toEqual(Object.keys(fields));
  });

  it('accepts the valid forms of the same fields', async () => {
    const { api } = await signedIn({ plan: 'pro' });
    const res = await api.post('/v1/releases', {
      releaseDate: '2030-05-10',
      liveDate: '2030-05-10',
      presaveEnabled: true,
      presaveDate: '2030-05-01',
      upc: '036000291452',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      upc: '036000291452',
      upcIsCustom: true,
      liveDate: '2030-05-10',
    });
  });

  it("refuses another user's artist and artwork, and unknown stores", async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const res = await api.post('/v1/releases', {
      artistId: await createArtist(other.api),
      artworkUploadId: await insertArtwork(t, other.user.id),
      storeIds: ['spotify', 'no-such-store'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      artistId: 'unknown_artist',
      artworkUploadId: 'unknown_upload',
      storeIds: 'unknown_store',
    });
  });
});

describe('plan rules on save', () => {
  it('drops premium-only stores on the free plan and says which', async () => {
    const { api } = await signedIn();
    const res = await api.post('/v1/releases', {
      storeIds: ['spotify', 'qobuz', 'beatport', 'spotify'],
    });
    expect(res.json()).toMatchObject({
      storeIds: ['spotify'],
      ignoredStores: ['qobuz', 'beatport'],
    });
    const paid = await signedIn({ plan: 'artist' });
    const kept = await paid.api.post('/v1/releases', { storeIds: ['spotify', 'qobuz'] });
    expect(kept.json()).toMatchObject({ storeIds: ['spotify', 'qobuz'], ignoredStores: [] });
  });

  it.each([
    ['a custom UPC', { upc: withCheckDigit('04000000001') }, 'custom_identifier_not_allowed'],
    ['the priority schedule', { schedule: 'priority' }, 'schedule_not_allowed'],
    ['the express schedule', { schedule: 'express' }, 'schedule_not_allowed'],
    ['pre-save', { presaveEnabled: true }, 'presave_not_allowed'],
  ])('refuses %s on the free plan, allows it on paid plans', async (_case, body, code) => {
    const free = await signedIn();
    const res = await free.api.post('/v1/releases', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    const paid = await signedIn({ plan: 'artist' });
    expect((await paid.api.post('/v1/releases', body)).statusCode).toBe(201);
  });

  it('gives a UPC already used by another release a 409 on the field', async () => {
    const a = await signedIn({ plan: 'pro' });
    const b = await signedIn({ plan: 'pro' });
    const upc = withCheckDigit('04000000002');
    expect((await a.api.post('/v1/releases', { upc })).statusCode).toBe(201);
    const res = await b.api.post('/v1/releases', { upc });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'upc_in_use', fields: { upc: 'upc_in_use' } });
  });
});

describe('PATCH /v1/releases/:id', () => {
  it('saves any step, keeps other fields and the furthest step reached', async () => {
    const { api } = await signedIn();
    const draft = (
      await api.post('/v1/releases', { title: 'Draft', releaseDate: '2030-01-10' })
    ).json();
    t.clock.advance(60_000);
    const res = await api.patch(`/v1/releases/${draft.id}`, {
      storeIds: ['deezer'],
      wizardStep: 'platforms',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Draft',
      releaseDate: '2030-01-10',
      storeIds: ['deezer'],
      wizardStep: 'platforms',
      updatedAt: t.clock.now().toISOString(),
    });
    const back = await api.patch(`/v1/releases/${draft.id}`, { wizardStep: 'artwork', title: '' });
    expect(back.json()).toMatchObject({ wizardStep: 'platforms', title: null });
  });

  it('checks dates against the stored ones', async () => {
    const { api } = await signedIn();
    const draft = (await api.post('/v1/releases', { releaseDate: '2030-01-10' })).json();
    const res = await api.patch(`/v1/releases/${draft.id}`, { liveDate: '2030-01-09' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ liveDate: 'live_date_before_release_date' });
    const ok = await api.patch(`/v1/releases/${draft.id}`, { liveDate: '2030-01-12' });
    expect(ok.json().liveDate).toBe('2030-01-12');
  });

  it('records saves in the activity, one event for a burst of saves', async () => {
    const { api } = await signedIn();
    const draft = (await api.post('/v1/releases', {})).json();
    await api.patch(`/v1/releases/${draft.id}`, { title: 'A' });
    await api.patch(`/v1/releases/${draft.id}`, { language: 'en' });
    t.clock.advance(20 * 60_000);
    const res = await api.patch(`/v1/releases/${draft.id}`, { title: 'B' });
    expect(
      res.json().activity.map((a: { kind: string; data: object }) => [a.kind, a.data]),
    ).toEqual([
      ['updated', { fields: ['title'] }],
      ['updated', { fields: ['language', 'title'] }],
      ['created', {}],
    ]);
  });

  it('answers 409 release_not_editable once submitted, with a clear message', async () => {
    const { user, api } = await signedIn();
    const { release } = await readyRelease(t, api, user.id);
    await submitOk(api, release.id);
    const res = await api.patch(`/v1/releases/${release.id}`, { title: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'release_not_editable',
      message:
        'This release can no longer be changed. Only drafts and releases reopened by our team can be edited.',
    });
    expect((await api.get(`/v1/releases/${release.id}`)).json().title).toBe('Night Drive');
  });
});
