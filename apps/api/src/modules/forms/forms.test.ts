import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, type TestUser } from '../../test/factories.ts';
import { insertArtist } from '../artists/artists.repository.ts';
import { releaseOf } from '../lyrics/test/lyrics-test-kit.ts';
import { deleteLooseAttachments } from './form-attachments.ts';
import { pdf, postAttachment, titleChange } from './test/forms-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

async function artist(opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, opts);
  const cookie = await signIn(t, user);
  const { release, track } = await releaseOf(t, user.id, 'published');
  return { user, cookie, api: request(t.app, cookie), release, track };
}

const submit = (api: ReturnType<typeof request>, form: string, body: object) =>
  api.post(`/v1/forms/${form}/requests`, body);

describe('submitting a request', () => {
  it('checks the answers against the form, fills the read-only fields from the release', async () => {
    const { api, release } = await artist();
    const empty = await submit(api, 'metadata-change', { answers: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      release: 'required',
      change: 'required',
      newValue: 'required',
      reason: 'required',
    });
    const trackNeeded = await submit(
      api,
      'metadata-change',
      titleChange(release.id, { change: 'trackTitle' }),
    );
    expect(trackNeeded.json().fields).toEqual({ track: 'required' });
    const badUrl = await submit(api, 'social-whitelist', {
      answers: { network: 'youtube', channelUrl: 'http://youtube.com/x' },
    });
    expect(badUrl.json().fields).toEqual({ channelUrl: 'https_url' });
    const unknown = await submit(api, 'metadata-change', titleChange(release.id, { extra: 'x' }));
    expect(unknown.statusCode).toBe(400);
    expect((await submit(api, 'no-such-form', titleChange(release.id))).statusCode).toBe(404);

    const sent = await submit(
      api,
      'metadata-change',
      titleChange(release.id, { upc: '000000000000', currentTitle: 'typed by hand' }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      formId: 'metadata-change',
      status: 'open',
      answers: {
        release: release.id,
        upc: release.upc,
        currentTitle: release.title,
        change: 'releaseTitle',
        track: null,
        evidence: null,
      },
      names: { [release.id]: release.title },
      messages: [],
    });
  });

  it('answers 404 for another user’s release, track, artist or file', async () => {
    const me = await artist();
    const other = await artist();
    const theirArtist = await insertArtist(t.db, {
      ownerId: other.user.id,
      name: 'Not Mine',
      type: 'solo',
      mainGenre: 'pop',
      country: 'TR',
    });
    expect(
      (await submit(me.api, 'metadata-change', titleChange(other.release.id))).statusCode,
    ).toBe(404);
    const theirTrack = titleChange(me.release.id, { change: 'trackTitle', track: other.track.id });
    expect((await submit(me.api, 'metadata-change', theirTrack)).statusCode).toBe(404);
    const link = {
      answers: {
        artist: theirArtist.id,
        instagramUrl: 'https://instagram.com/me',
        release: me.release.id,
      },
    };
    expect((await submit(me.api, 'instagram-link', link)).statusCode).toBe(404);
    const file = (await postAttachment(t, other.cookie, pdf)).json();
    const withTheirFile = titleChange(me.release.id, { evidence: [file.id] });
    expect((await submit(me.api, 'metadata-change', withTheirFile)).statusCode).toBe(404);
    expect((await me.api.get(file.url)).statusCode).toBe(404);
  });

  it('refuses blocked accounts and more than 20 requests an hour', async () => {
    const blocked = await createUser(t, { blocked: { kind: 'freeze', reason: 'Chargeback' } });
    const refused = await submit(request(t.app, await signIn(t, blocked)), 'social-whitelist', {
      answers: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_blocked');

    const { api } = await artist();
    for (let i = 0; i < 20; i++) {
      expect((await submit(api, 'social-whitelist', { answers: {} })).statusCode).toBe(400);
    }
    const limited = await submit(api, 'social-whitelist', { answers: {} });
    expect(limited.statusCode).toBe(429);
    expect(
      (await (await artist()).api.post('/v1/forms/social-whitelist/requests', { answers: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('attachments', () => {
  it('are checked from their bytes, kept private, sent with one request only', async () => {
    const { api, cookie, release } = await artist();
    const png = await postAttachment(t, cookie, Buffer.from('not a picture at all'), 'x.png');
    expect(png.statusCode).toBe(415);
    expect(png.json().code).toBe('form_attachment_format');
    const big = await postAttachment(
      t,
      cookie,
      Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('form_attachment_too_large');

    const file = await postAttachment(t, cookie, pdf, 'label-letter.pdf');
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json()).toMatchObject({
      filename: 'label-letter.pdf',
      format: 'pdf',
      size: pdf.length,
    });
    const sent = await submit(
      api,
      'metadata-change',
      titleChange(release.id, { evidence: [file.json().id] }),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attachments).toEqual([file.json()]);
    const again = await submit(
      api,
      'metadata-change',
      titleChange(release.id, { evidence: [file.json().id] }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('form_attachment_used');

    const own = await api.get(file.json().url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await admin.get(file.json().url)).statusCode).toBe(200);
  });

  it('that no request took within a day are swept with their bytes', async () => {
    const { cookie } = await artist();
    const file = (await postAttachment(t, cookie, pdf)).json();
    const later = new Date(t.clock.now().getTime() + 25 * 60 * 60 * 1000);
    expect(await deleteLooseAttachments(t.app.ctx, later)).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.storage.exists(`form-attachments/${file.id}`)).toBe(false);
  });
});

describe('the inbox', () => {
  async function sentRequest(owner?: { user: TestUser; api: ReturnType<typeof request> }) {
    const who = owner ?? (await artist({ lang: 'tr' }));
    const body = { answers: { network: 'youtube', channelUrl: 'https://youtube.com/@me' } };
    const res = await submit(who.api, 'social-whitelist', body);
    expect(res.statusCode).toBe(201);
    return { ...who, request: res.json() as { id: string } };
  }

  it('is the admins’; a user sees only their own requests', async () => {
    const { api, request: sent } = await sentRequest();
    const other = await artist();
    expect((await other.api.get(`/v1/form-requests/${sent.id}`)).statusCode).toBe(404);
    expect((await other.api.get('/v1/form-requests')).json().items).toEqual([]);
    expect((await api.get('/v1/form-requests')).json().items).toMatchObject([{ id: sent.id }]);
    expect((await api.get('/v1/admin/form-requests')).statusCode).toBe(403);
    expect(
      (
        await api.post(`/v1/admin/form-requests/${sent.id}/replies`, {
          body: 'x',
          status: 'approved',
        })
      ).statusCode,
    ).toBe(403);
    const inbox = await admin.get('/v1/admin/form-requests?status=open');
    expect(inbox.json().items).toContainEqual(
      expect.objectContaining({ id: sent.id, formId: 'social-whitelist' }),
    );
  });

  it('replies reach the user by e-mail in their language and on their request', async () => {
    const { user, api, request: sent } = await sentRequest();
    const reply = await admin.post(`/v1/admin/form-requests/${sent.id}/replies`, {
      body: 'We asked YouTube to whitelist your channel.',
      status: 'in_progress',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'in_progress', owner: { email: user.email } });
    const message = mail.last(user.email);
    expect(message.subject).toBe('Talebinize yanıt: Sosyal ağ beyaz listesi');
    expect(message.text).toContain('We asked YouTube to whitelist your channel.');
    expect(message.text).toContain(`/forms/requests/${sent.id}`);
    const seen = (await api.get(`/v1/form-requests/${sent.id}`)).json();
    expect(seen).toMatchObject({
      status: 'in_progress',
      messages: [
        {
          fromTeam: true,
          body: 'We asked YouTube to whitelist your channel.',
          status: 'in_progress',
        },
      ],
    });

    await admin.post(`/v1/admin/form-requests/${sent.id}/replies`, {
      body: 'Done.',
      status: 'approved',
    });
    const reopen = await admin.post(`/v1/admin/form-requests/${sent.id}/replies`, {
      body: 'Oops',
      status: 'open',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('form_request_decided');
    const more = await admin.post(`/v1/admin/form-requests/${sent.id}/replies`, {
      body: 'It can take a day to show.',
      status: 'approved',
    });
    expect(more.json().messages).toHaveLength(3);
  });
});
