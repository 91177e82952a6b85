import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidUpc, normalizeIsrc } from '@soundpost/contracts/identifiers';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn } from '../../test/factories.ts';
import { changePlan } from '../plans/plan-periods.ts';
import {
  allAgreements,
  dayFromNow,
  insertArtwork,
  insertAudio,
  readyRelease,
  signedIn as newUser,
  submitOk,
  trackBody,
} from './test/releases-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const signedIn = (opts?: Parameters<typeof newUser>[1]) => newUser(t, opts);
const english = (code: string, params: Record<string, unknown> = {}) =>
  t.app.ctx.i18n.getFixedT('en', 'errors')(code, params);
type Problem = { code: string; params?: object; trackId?: string };
const codes = (res: { json: () => { problems: Problem[] } }) =>
  res.json().problems.map((p) => p.code);

async function submit(api: ReturnType<typeof request>, id: string, body: object = allAgreements) {
  return api.post(`/v1/releases/${id}/submit`, body);
}

describe('POST /v1/releases/:id/submit: the checks', () => {
  it('answers 422 with every missing requirement at once, in the wizard’s words', async () => {
    const { api } = await signedIn();
    const draft = (await api.post('/v1/releases', {})).json();
    const res = await submit(api, draft.id, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'submission_incomplete',
      message: 'Your release is not ready to be submitted yet. Please fix the problems listed.',
    });
    expect(res.json().problems.map((p: Problem) => english(p.code))).toEqual([
      'Please accept all agreements before proceeding.',
      'Please select an artist.',
      'Please add a title for your release.',
      'Please select a primary genre.',
      'Please select a language for your release.',
      'Please upload artwork for your release.',
      'Please select at least one platform.',
      'Please choose a release date.',
      'Please add at least one track.',
    ]);
    expect((await api.get(`/v1/releases/${draft.id}`)).json().status).toBe('draft');
  });

  it('names each incomplete track', async () => {
    const { user, api } = await signedIn({ plan: 'pro' });
    const { release, track } = await readyRelease(t, api, user.id);
    const empty = (await api.post(`/v1/releases/${release.id}/tracks`, {})).json();
    const res = await submit(api, release.id);
    expect(res.json().problems).toEqual(
      [
        'track_title_required',
        'track_language_required',
        'track_audio_required',
        'track_performer_required',
        'track_contributor_required',
      ].map((code) => ({ code, trackId: empty.id })),
    );
    expect(res.json().problems.map((p: Problem) => english(p.code))).toEqual([
      'Please add a title for each track.',
      'Please select a language for each track.',
      'Please upload audio for each track.',
      'Please add at least one performer for each track.',
      'Please add at least one contributor for each track.',
    ]);
    expect(track.id).not.toBe(empty.id);
  });

  it.each([
    [{ rights: true, noInfringement: true, terms: false }, ['agreements_required']],
    [{ rights: false, noInfringement: true, terms: true }, ['agreements_required']],
    [{ rights: true, noInfringement: true, terms: true }, []],
  ])('needs all three agreements: %j', async (agreements, expected) => {
    const { user, api } = await signedIn();
    const { release } = await readyRelease(t, api, user.id);
    const res = await submit(api, release.id, { agreements });
    expect(res.statusCode).toBe(expected.length ? 422 : 200);
    if (expected.length) expect(codes(res)).toEqual(expected);
  });

  it.each([
    ['processing', 'artwork_processing'],
    ['failed', 'artwork_rejected'],
  ] as const)('refuses artwork that is %s', async (status, code) => {
    const { user, api } = await signedIn();
    const { release } = await readyRelease(t, api, user.id);
    await api.patch(`/v1/releases/${release.id}`, {
      artworkUploadId: await insertArtwork(t, user.id, status),
    });
    expect(codes(await submit(api, release.id))).toEqual([code]);
  });

  it.each([
    ['still in QC', { status: 'processing' as const }, 'track_audio_processing'],
    ['unreadable', { status: 'failed' as const }, 'track_audio_rejected'],
    ['rejected by QC (20 seconds)', { durationSeconds: 20 }, 'track_audio_rejected'],
  ])('refuses audio %s; passes once replaced by checked audio', async (_case, audio, code) => {
    const { user, api } = await signedIn();
    const { release, track } = await readyRelease(t, api, user.id);
    const trackUrl = `/v1/releases/${release.id}/tracks/${track.id}`;
    await api.patch(trackUrl, { audioUploadId: await insertAudio(t, user.id, audio) });
    expect((await submit(api, release.id)).json().problems).toEqual([{ code, trackId: track.id }]);
    await api.patch(trackUrl, { audioUploadId: await insertAudio(t, user.id) });
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });

  it('accepts a short intro once the track says it is one (QC judges it again)', async () => {
    const { user, api } = await signedIn();
    const { release, track } = await readyRelease(t, api, user.id);
    const trackUrl = `/v1/releases/${release.id}/tracks/${track.id}`;
    const short = await api.patch(trackUrl, {
      audioUploadId: await insertAudio(t, user.id, { durationSeconds: 20 }),
    });
    expect(short.json().audio.rejections).toMatchObject([{ code: 'audio_too_short' }]);
    const intro = await api.patch(trackUrl, { introOutro: true });
    expect(intro.json().audio).toMatchObject({ durationSeconds: 20, rejections: [] });
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });

  it('needs the lead time of the schedule, counted from today on the app clock', async () => {
    const { user, api } = await signedIn({ plan: 'pro' });
    const { release } = await readyRelease(t, api, user.id, { releaseDate: dayFromNow(t, 25) });
    t.clock.advance(5 * 86_400_000); // 20 days left: standard needs 21
    const res = await submit(api, release.id);
    expect(res.json().problems).toEqual([{ code: 'lead_time_too_short', params: { days: 21 } }]);
    expect(english('lead_time_too_short', { days: 21 })).toBe(
      'The release date is too soon for this schedule: it must be at least 21 days from today.',
    );
    await api.patch(`/v1/releases/${release.id}`, { schedule: 'priority' }); // 7 days
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });

  it('takes express releases 3 days out, not 2', async () => {
    const { user, api } = await signedIn({ plan: 'artist' });
    const extra = { schedule: 'express', releaseDate: dayFromNow(t, 2) };
    const { release } = await readyRelease(t, api, user.id, extra);
    expect(codes(await submit(api, release.id))).toEqual(['lead_time_too_short']);
    await api.patch(`/v1/releases/${release.id}`, { releaseDate: dayFromNow(t, 3) });
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });

  it('rechecks the plan: extra tracks, schedules and premium stores after a downgrade', async () => {
    const { user, api } = await signedIn({ plan: 'pro' });
    const extra = { schedule: 'priority', storeIds: ['qobuz', 'spotify'] };
    const { release } = await readyRelease(t, api, user.id, extra);
    const url = `/v1/releases/${release.id}/tracks`;
    await api.post(url, trackBody(await insertAudio(t, user.id)));
    await changePlan(t.db, user.id, 'lite', t.clock.now());
    expect((await submit(api, release.id)).json().problems).toEqual([
      { code: 'schedule_not_allowed' },
      { code: 'track_limit_exceeded', params: { max: 1 } },
    ]);
    expect(english('track_limit_exceeded')).toMatch(/^Track limit exceeded\./);
    await api.patch(`/v1/releases/${release.id}`, { schedule: 'standard' });
    const tracks = (await api.get(url)).json().items;
    const del = await api.delete(`${url}/${tracks[1].id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await api.get(url)).json().items, 'after delete').toHaveLength(1);
    const done = await submitOk(api, release.id);
    expect(done.storeIds).toEqual(['spotify']);
  });
});

describe('banned words', () => {
  it('refuses a title with a banned word as it is saved, naming the word and the field', async () => {
    const { user, api } = await signedIn();
    const { release, track } = await readyRelease(t, api, user.id);
    const trackUrl = `/v1/releases/${release.id}/tracks/${track.id}`;
    const refused = await api.patch(`/v1/releases/${release.id}`, { title: 'Best of SPOTIFY' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'banned_words',
      fields: { title: 'banned_words' },
      params: { words: 'spotify' },
    });
    const track422 = await api.patch(trackUrl, { title: 'Free  Download' });
    expect(track422.statusCode).toBe(422);
    expect(track422.json()).toMatchObject({
      fields: { title: 'banned_words' },
      params: { words: 'free download' },
    });
    const official = await api.patch(trackUrl, { title: 'Neon Tides (Official Audio)' });
    expect(official.json()).toMatchObject({ params: { words: 'official audio' } });
    expect(english('banned_words')).toBe('The release or some song titles contain banned words');
    expect(
      (await api.patch(`/v1/releases/${release.id}`, { title: 'Spotifyish' })).statusCode,
    ).toBe(200);
    expect((await api.patch(trackUrl, { title: 'Downloaded' })).statusCode).toBe(200);
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });

  it('applies a word an administrator adds, at each title that holds it', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const adminApi = request(t.app, await signIn(t, admin));
    const { user, api } = await signedIn();
    const { release, track } = await readyRelease(t, api, user.id, { title: 'Quux Nights' });
    await api.patch(`/v1/releases/${release.id}/tracks/${track.id}`, { title: 'Quux' });
    expect((await adminApi.post('/v1/admin/banned-words', { word: ' QUUX ' })).statusCode).toBe(
      201,
    );
    expect((await submit(api, release.id)).json().problems).toEqual([
      { code: 'banned_words', params: { words: 'quux' }, field: 'title' },
      { code: 'banned_words', params: { words: 'quux' }, trackId: track.id, field: 'title' },
    ]);
    await adminApi.delete('/v1/admin/banned-words/quux');
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });
});

describe('the monthly limit of the free plan', () => {
  it('allows distro_limit first submissions a calendar month (UTC)', async () => {
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    const { user, api } = await signedIn();
    // Started while the month had room; once it has none, no new release starts at all.
    const { release } = await readyRelease(t, api, user.id);
    for (let i = 0; i < 2; i++)
      await submitOk(api, (await readyRelease(t, api, user.id)).release.id);
    const res = await submit(api, release.id);
    expect(res.json().problems).toEqual([{ code: 'distro_limit', params: { limit: 2 } }]);
    expect(english('distro_limit')).toBe(
      'You have reached the maximum number of releases for this month',
    );
    t.clock.set(new Date('2027-04-01T00:00:00Z'));
    await api.patch(`/v1/releases/${release.id}`, { releaseDate: dayFromNow(t, 30) });
    expect((await submit(api, release.id)).statusCode).toBe(200);
  });

  it('does not limit paid plans', async () => {
    const { user, api } = await signedIn({ plan: 'artist' });
    for (let i = 0; i < 3; i++)
      await submitOk(api, (await readyRelease(t, api, user.id)).release.id);
  });
});

describe('a successful submission', () => {
  it('assigns valid, unique identifiers from the configured prefixes', async () => {
    const { user, api } = await signedIn({ plan: 'pro' });
    const submitted = [];
    for (let i = 0; i < 2; i++) {
      const { release } = await readyRelease(t, api, user.id);
      await api.post(`/v1/releases/${release.id}/tracks`, {
        ...trackBody(await insertAudio(t, user.id)),
        isrc: 'us-abc-12-34567',
      });
      submitted.push(await submitOk(api, release.id));
    }
    const upcs = submitted.map((r) => r.upc);
    const isrcs = submitted.flatMap((r) => r.tracks.map((tr: { isrc: string }) => tr.isrc));
    const yy = String(t.clock.now().getUTCFullYear() % 100).padStart(2, '0');
    for (const upc of upcs) expect(upc.startsWith('20000') && isValidUpc(upc)).toBe(true);
    expect(new Set(upcs).size).toBe(2);
    expect(isrcs.filter((i) => i !== 'US-ABC-12-34567')).toHaveLength(2);
    for (const isrc of isrcs) expect(normalizeIsrc(isrc)).toBe(isrc);
    for (const isrc of isrcs.filter((i) => i !== 'US-ABC-12-34567')) {
      expect(isrc).toMatch(new RegExp(`^QZ-S8P-${yy}-\\d{5}$`));
    }
    expect(new Set(isrcs).size).toBe(3);
    expect(submitted[0].tracks[1]).toMatchObject({ isrc: 'US-ABC-12-34567', isrcIsCustom: true });
  });

  it('moves to submitted with a reference and a receipt e-mail in the user’s language', async () => {
    const { user, api } = await signedIn({ lang: 'es' });
    const { release } = await readyRelease(t, api, user.id);
    const done = await submitOk(api, release.id);
    expect(done).toMatchObject({
      status: 'submitted',
      editable: false,
      submittedAt: t.clock.now().toISOString(),
      referenceId: expect.stringMatching(/^SP-[0-9A-HJKMNP-TV-Z]{8}$/),
    });
    expect(done.activity[0]).toMatchObject({ kind: 'submitted', by: 'artist' });
    const receipt = mail.last(user.email);
    expect(receipt.subject).toBe('Hemos recibido tu lanzamiento “Night Drive”');
    expect(receipt.text).toContain(`ID del lanzamiento: ${done.referenceId}`);
    expect(receipt.text).toContain(`/distributions/${release.id}`);
    const again = await submit(api, release.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_status_transition');
  });
});
