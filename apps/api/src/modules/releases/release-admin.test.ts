import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidUpc } from '@soundpost/contracts/identifiers';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { findBannedWords, initialBannedWords, seedBannedWords } from './release-settings.ts';
import { readyRelease, signedIn, submitOk } from './test/releases-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
beforeAll(async () => {
  t = await createTestApp();
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

describe('admin routes', () => {
  it('are for administrators only', async () => {
    const { api } = await signedIn(t);
    const answers = await Promise.all([
      api.get('/v1/admin/banned-words'),
      api.post('/v1/admin/banned-words', { word: 'x' }),
      api.delete('/v1/admin/banned-words/spotify'),
      api.get('/v1/admin/settings'),
      api.patch('/v1/admin/settings', { distroLimit: 99 }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('banned words', () => {
  it('starts with the seeded list, alphabetically', async () => {
    const words = (await admin.get('/v1/admin/banned-words'))
      .json()
      .items.map((w: { word: string }) => w.word);
    expect(words).toEqual([...initialBannedWords].sort());
  });

  it('adds a word lower-cased and tidied, once; removes it; 404 for an unknown one', async () => {
    const added = await admin.post('/v1/admin/banned-words', { word: '  Buy   NOW ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ word: 'buy now', addedAt: t.clock.now().toISOString() });
    t.clock.advance(1000);
    expect((await admin.post('/v1/admin/banned-words', { word: 'buy now' })).json()).toEqual(
      added.json(),
    );
    expect((await admin.delete('/v1/admin/banned-words/Buy%20Now')).json()).toEqual({ ok: true });
    expect((await admin.delete('/v1/admin/banned-words/buy%20now')).statusCode).toBe(404);
    expect((await admin.post('/v1/admin/banned-words', { word: '   ' })).json().fields).toEqual({
      word: 'required',
    });
  });

  it('keeps a removed seed word removed when the app starts again', async () => {
    await admin.delete('/v1/admin/banned-words/exclusive');
    await seedBannedWords(t.db, t.clock.now());
    const words = (await admin.get('/v1/admin/banned-words'))
      .json()
      .items.map((w: { word: string }) => w.word);
    expect(words).not.toContain('exclusive');
  });

  it('matches whole words and phrases, whatever the case', () => {
    const words = ['spotify', 'free download', 'c++'];
    expect(findBannedWords(['My SPOTIFY song'], words)).toEqual(['spotify']);
    expect(findBannedWords(['Spotifyish', 'unspotify'], words)).toEqual([]);
    expect(findBannedWords(['Free\tDownload!'], words)).toEqual(['free download']);
    expect(findBannedWords(['Learn C++ today', null], words)).toEqual(['c++']);
    expect(findBannedWords(['Ça va, Spotify?'], words)).toEqual(['spotify']);
  });
});

describe('release settings', () => {
  it('has defaults, validates changes and normalizes the ISRC prefix', async () => {
    expect((await admin.get('/v1/admin/settings')).json()).toEqual({
      distroLimit: 2,
      upcPrefix: '20000',
      isrcPrefix: 'QZ-S8P',
      maxUnfinishedUploads: 10,
      maxUploadBytesPerDay: 10 * 1024 ** 3,
      ddexPartyId: 'PADPIDAXSOUNDPOST',
      ddexPartyName: 'Soundpost',
      autoApprovalEnabled: false,
      autoApprovalHoldMinutes: 60,
      autoApprovalMinAccountAgeDays: 30,
      autoApprovalSpotCheckPercent: 10,
      payoutMinimumUsd: 50,
      payoutManualApproval: false,
    });
    const bad = await admin.patch('/v1/admin/settings', {
      distroLimit: -1,
      upcPrefix: '12345678901',
      isrcPrefix: 'Q-S8P',
      ddexPartyId: 'DPID123',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'ddexPartyId',
      'distroLimit',
      'isrcPrefix',
      'upcPrefix',
    ]);
    expect(bad.json().fields.ddexPartyId).toBe('invalid_party_id');
    expect(bad.json().fields.upcPrefix).toBe('invalid_upc_prefix');
    expect(bad.json().fields.isrcPrefix).toBe('invalid_isrc_prefix');
    expect(bad.json().fields.distroLimit).toBe('out_of_range');
    const ok = await admin.patch('/v1/admin/settings', {
      isrcPrefix: 'gbxyz',
      upcPrefix: '0123456',
      ddexPartyId: 'PADPIDA2026112301S',
      ddexPartyName: ' Soundpost Distribution ',
    });
    expect(ok.json()).toMatchObject({
      distroLimit: 2,
      upcPrefix: '0123456',
      isrcPrefix: 'GB-XYZ',
      ddexPartyId: 'PADPIDA2026112301S',
      ddexPartyName: 'Soundpost Distribution',
    });
  });

  it('assigns identifiers from the new prefixes and applies the new monthly limit', async () => {
    await admin.patch('/v1/admin/settings', {
      upcPrefix: '0765432',
      isrcPrefix: 'DE-A12',
      distroLimit: 1,
    });
    const { user, api } = await signedIn(t);
    const { release } = await readyRelease(t, api, user.id);
    const first = await submitOk(api, (await readyRelease(t, api, user.id)).release.id);
    expect(first.upc).toMatch(/^0765432\d{5}$/);
    expect(isValidUpc(first.upc)).toBe(true);
    expect(first.tracks[0].isrc).toMatch(/^DE-A12-\d{2}-00001$/);
    const res = await api.post(`/v1/releases/${release.id}/submit`, {
      agreements: { rights: true, noInfringement: true, terms: true },
    });
    expect(res.json().problems).toEqual([{ code: 'distro_limit', params: { limit: 1 } }]);
  });
});
