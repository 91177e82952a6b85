import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail } from '../../test/factories.ts';
import { attachArtwork, attachAudio } from '../prereview/test/prereview-test-kit.ts';
import { signedIn, type Api } from '../releases/test/releases-test-kit.ts';
import { staff, submittedRelease } from './test/review-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const review = (id: string, action = '') => `/v1/admin/releases/${id}${action && `/${action}`}`;

/** Every route that shows an artist something of their release, and their account's activity. */
const artistRoutes = (id: string) => [
  `/v1/releases/${id}`,
  '/v1/releases?limit=100',
  `/v1/releases/${id}/tracks`,
  `/v1/releases/${id}/checks`,
  `/v1/releases/${id}/stores`,
  '/v1/api/user/activity',
];

function send(api: Api, method: string, target: string, body?: object) {
  if (method === 'GET') return api.get(target);
  return method === 'PATCH' ? api.patch(target, body) : api.post(target, body);
}

describe('who may act on a release under review', () => {
  const actions: [string, string, object?][] = [
    ['GET', ''],
    ['POST', 'take'],
    ['POST', 'release'],
    ['POST', 'approve'],
    ['POST', 'reject', { message: 'No.' }],
    ['POST', 'reopen', { reason: 'audio_error' }],
    ['POST', 'comments', { text: 'A note.' }],
  ];
  it('a visitor gets 401 and a user 403, even the release’s owner; nothing changes', async () => {
    const { id, artist } = await submittedRelease(t);
    const anonymous = request(t.app);
    for (const [method, action, body] of actions) {
      const target = review(id, action);
      expect((await send(anonymous, method, target, body)).statusCode, target).toBe(401);
      expect((await send(artist.api, method, target, body)).statusCode, target).toBe(403);
    }
    const { api } = await staff(t);
    const seen = (await api.get(review(id))).json();
    expect(seen.release.status).toBe('submitted');
    expect(seen.comments).toEqual([]);
  });

  it('a reviewer gets 404 for a missing release, a malformed id or an artist’s draft', async () => {
    const { artist } = await submittedRelease(t);
    const draft = (await artist.api.post('/v1/releases', { title: 'Still a draft' })).json();
    const { api } = await staff(t);
    for (const id of [crypto.randomUUID(), 'not-a-uuid', draft.id]) {
      for (const [method, action, body] of actions) {
        const target = review(id, action);
        expect((await send(api, method, target, body)).statusCode, target).toBe(404);
      }
    }
    const own = (await artist.api.get(`/v1/releases/${draft.id}`)).json();
    expect(own.status).toBe('draft');
  });

  it('a reviewer is refused the admin-only actions, and nothing changes', async () => {
    const { artist } = await submittedRelease(t);
    const reviewer = await staff(t);
    const admin = await staff(t, 'admin');
    const userUrl = `/v1/admin/users/${artist.user.id}`;
    const attempts: [string, string, object?][] = [
      ['POST', `${userUrl}/impersonate`],
      ['POST', `${userUrl}/block`, { kind: 'banned', reason: 'Spam' }],
      ['POST', `${userUrl}/unblock`],
      ['PATCH', `${userUrl}/plan`, { plan: 'lite' }],
      ['PATCH', '/v1/admin/settings', { autoApprovalEnabled: true }],
      ['POST', '/v1/admin/banned-words', { word: 'harmless' }],
      ['GET', '/v1/admin/stores'],
    ];
    for (const [method, target, body] of attempts) {
      expect((await send(reviewer.api, method, target, body)).statusCode, target).toBe(403);
    }
    const user = (await admin.api.get(userUrl)).json().user;
    expect(user).toMatchObject({ plan: 'pro', banned: false });
    const settings = (await admin.api.get('/v1/admin/settings')).json();
    expect(settings.autoApprovalEnabled).toBe(false);
    const words = (await admin.api.get('/v1/admin/banned-words')).json();
    expect(JSON.stringify(words)).not.toContain('harmless');
    // The reviewer's session still speaks for the reviewer, not for the artist.
    expect((await reviewer.api.get('/v1/account')).json().email).toBe(reviewer.user.email);
  });
});

describe('what the artist sees of the review', () => {
  it('a reopening: the reason and the note from “the team”, never who or a team code', async () => {
    const { id, artist } = await submittedRelease(t);
    const { user, api } = await staff(t, 'reviewer', 'Rosa Reviewer');
    expect((await api.post(review(id, 'take'))).statusCode).toBe(200);
    const note = 'Remove the logo in the corner.';
    // A team code sent along is not part of the decision, and so not kept anywhere.
    const body = { reason: 'invalid_cover_art', note, code: 'CA-07' };
    expect((await api.post(review(id, 'reopen'), body)).statusCode).toBe(200);

    const res = await artist.api.get(`/v1/releases/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      status: 'reopened',
      editable: true,
      reopening: { reason: 'invalid_cover_art', note },
    });
    expect(detail.activity.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'reopened',
        by: 'team',
        data: { reason: 'invalid_cover_art', note },
      }),
      expect.objectContaining({ kind: 'review_started', by: 'team', data: {} }),
    ]);
    expect(detail.timeline[0]).toMatchObject({ step: 'submission_received', state: 'current' });
    for (const hidden of ['CA-07', 'Rosa Reviewer', user.id, user.email]) {
      expect(res.body).not.toContain(hidden);
    }

    // The e-mail names the reason and says what it means and what to fix, in words.
    const sent = mail.last(artist.user.email);
    expect(sent.text).toContain('Reason: Invalid cover art');
    const reasons = t.app.ctx.i18n.getFixedT('en', 'releases');
    expect(sent.text).toContain(reasons('reasons.invalid_cover_art.meaning'));
    expect(sent.text).toContain(`What to fix: ${reasons('reasons.invalid_cover_art.fix')}`);
    expect(sent.text).toContain(`Note from our team: ${note}`);
    expect(sent.text).not.toMatch(/CA-07|invalid_cover_art|Rosa Reviewer/);
  });

  it('a rejection: the team’s message, as written', async () => {
    const { id, artist } = await submittedRelease(t);
    const { api } = await staff(t);
    const message = 'The recording belongs to another label.\nWe cannot distribute it.';
    expect((await api.post(review(id, 'reject'), { message })).statusCode).toBe(200);
    const detail = (await artist.api.get(`/v1/releases/${id}`)).json();
    expect(detail.status).toBe('rejected');
    expect(detail.activity[0]).toMatchObject({
      kind: 'rejected',
      by: 'team',
      data: { note: message },
    });
    expect(mail.last(artist.user.email).text).toContain('The recording belongs to another label.');
  });

  it('internal comments: staff read them with their authors; no artist route ever shows them', async () => {
    const { id, artist } = await submittedRelease(t);
    const reviewer = await staff(t, 'reviewer', 'Rui Notes');
    const admin = await staff(t, 'admin', 'Ada Notes');
    const first =
      'internal-7f3a: the owner uploads the same songs under another name.\nCheck ISRCs.';
    const second = 'internal-9c1d: agreed, reopening.';
    const added = await reviewer.api.post(review(id, 'comments'), { text: first });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      author: { id: reviewer.user.id, name: 'Rui Notes' },
      text: first,
    });
    t.clock.advance(60_000);
    expect((await admin.api.post(review(id, 'comments'), { text: second })).statusCode).toBe(201);
    expect((await admin.api.post(review(id, 'comments'), { text: '  ' })).statusCode).toBe(400);
    expect((await artist.api.post(review(id, 'comments'), { text: 'me too' })).statusCode).toBe(
      403,
    );
    const reopen = { reason: 'artist_data_confirmation', note: 'Please confirm who you are.' };
    expect((await reviewer.api.post(review(id, 'reopen'), reopen)).statusCode).toBe(200);

    const seen = (await reviewer.api.get(review(id))).json();
    expect(seen.comments).toEqual([
      expect.objectContaining({ author: { id: reviewer.user.id, name: 'Rui Notes' }, text: first }),
      expect.objectContaining({ author: { id: admin.user.id, name: 'Ada Notes' }, text: second }),
    ]);
    for (const route of artistRoutes(id)) {
      const res = await artist.api.get(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body, route).not.toMatch(/internal-7f3a|internal-9c1d/);
    }
    expect(mail.last(artist.user.email).text).not.toMatch(/internal-7f3a|internal-9c1d/);
  });

  it('another artist gets 404 from every route about the release', async () => {
    const { id } = await submittedRelease(t);
    const stranger = await signedIn(t);
    for (const route of artistRoutes(id).filter((r) => r.includes(id))) {
      expect((await stranger.api.get(route)).statusCode, route).toBe(404);
    }
  });
});

describe('the release’s files for the review team', () => {
  it('staff open the artwork and play the audio by range; other artists get 404', async () => {
    const { id, artist } = await submittedRelease(t);
    const reviewer = await staff(t);
    const trackId = (await reviewer.api.get(review(id))).json().release.tracks[0].id;
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#369' },
    })
      .jpeg()
      .toBuffer();
    const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const artworkId = await attachArtwork(t, artist.user.id, id, jpeg);
    const audioId = await attachAudio(t, artist.user.id, trackId, audio);

    const seen = (await reviewer.api.get(review(id))).json();
    const artworkUrl = `/v1/uploads/${artworkId}/artwork`;
    const audioUrl = `/v1/uploads/${audioId}/audio`;
    expect(seen.artworkUrl).toBe(artworkUrl);
    expect(seen.media[0]).toMatchObject({ trackId, audioUrl, upload: { id: audioId } });

    const art = await reviewer.api.get(artworkUrl);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/jpeg');
    expect(art.rawPayload.equals(jpeg)).toBe(true);

    const part = await reviewer.api.get(audioUrl, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
    const whole = await reviewer.api.get(audioUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(audio)).toBe(true);
    const tooFar = await reviewer.api.get(audioUrl, { range: 'bytes=5000-' });
    expect(tooFar.statusCode).toBe(416);
    expect(tooFar.headers['content-range']).toBe('bytes */1000');

    // The files only: the upload record stays the artist's.
    expect((await reviewer.api.get(`/v1/uploads/${audioId}`)).statusCode).toBe(404);
    expect((await artist.api.get(artworkUrl)).statusCode).toBe(200);
    expect((await artist.api.get(audioUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    const stranger = await signedIn(t);
    for (const file of [artworkUrl, audioUrl]) {
      expect((await stranger.api.get(file)).statusCode, file).toBe(404);
      expect((await stranger.api.get(file, { range: 'bytes=0-9' })).statusCode, file).toBe(404);
      expect((await request(t.app).get(file)).statusCode, file).toBe(401);
    }
  });
});
