import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, freshIp, signIn } from '../../test/factories.ts';
import { updateRelease } from '../releases/releases.repository.ts';
import { releaseWithTrack } from '../royalties/test/royalty-test-kit.ts';
import { answer, invitationToken, invite, owner } from './test/split-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
});
afterAll(() => t.close());

describe('splits', () => {
  it('invites by mail; the invited account accepts within 14 days', async () => {
    const o = await owner(t);
    const collaborator = await createUser(t, { lang: 'tr' });
    const res = await invite(t, o.cookie, o.release.id, {
      email: collaborator.email.toUpperCase(),
      percent: 30,
      trackId: o.track.id,
      recoupAmount: '100.50',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: collaborator.email,
      percent: 30,
      recoupAmount: '100.50000000',
      recouped: '0.00000000',
      status: 'pending',
      track: { id: o.track.id },
    });
    const sent = mail.last(collaborator.email);
    expect(sent.subject).toContain('Ada Owner');
    expect(sent.text).toContain('%30'); // in the invitee's language (Turkish)
    const token = invitationToken(sent);

    const view = await request(t.app).post('/v1/split-invitations/view', { token }, freshIp());
    expect(view.json()).toMatchObject({ owner: { name: 'Ada Owner' }, percent: 30 });

    const stranger = await signIn(t, await createUser(t));
    const wrong = await answer(t, stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('split_wrong_account');

    const cookie = await signIn(t, collaborator);
    const accepted = await answer(t, cookie, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    expect((await answer(t, cookie, token, 'decline')).json().code).toBe(
      'split_invitation_answered',
    );
    const mine = await request(t.app, cookie).get('/v1/split-invitations');
    expect(mine.json().items).toMatchObject([{ status: 'accepted', percent: 30 }]);
    const list = await request(t.app, o.cookie).get(`/v1/releases/${o.release.id}/splits`);
    expect(list.json().items).toMatchObject([
      { status: 'accepted', collaborator: { id: collaborator.id } },
    ]);
  });

  it('expires an invitation after 14 days; a resend gives a new link', async () => {
    const o = await owner(t);
    const collaborator = await createUser(t);
    const created = await invite(t, o.cookie, o.release.id, {
      email: collaborator.email,
      percent: 10,
    });
    const first = invitationToken(mail.last(collaborator.email));
    t.clock.advance(days(14));
    const cookie = await signIn(t, collaborator);
    const late = await answer(t, cookie, first);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('split_invitation_expired');
    const list = await request(t.app, o.cookie).get(`/v1/releases/${o.release.id}/splits`);
    expect(list.json().items[0].status).toBe('expired');

    const resend = await request(t.app, o.cookie).post(
      `/v1/releases/${o.release.id}/splits/${created.json().id}/resend`,
      {},
      freshIp(),
    );
    expect(resend.statusCode).toBe(200);
    const second = invitationToken(mail.last(collaborator.email));
    expect((await answer(t, cookie, first)).json().code).toBe('invalid_token');
    const declined = await answer(t, cookie, second, 'decline');
    expect(declined.json().status).toBe('declined');
  });

  it('refuses a split of a release that ended: taken down, it earns nothing more', async () => {
    const o = await owner(t);
    await updateRelease(t.db, o.release.id, { status: 'removed' });
    const res = await invite(t, o.cookie, o.release.id, { email: 'x@example.com', percent: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('split_release_ended');
  });

  it('keeps shares at most 100% and refuses oneself, twins and bad bodies', async () => {
    const o = await owner(t);
    const [a, b] = [await createUser(t), await createUser(t)];
    const release = await invite(t, o.cookie, o.release.id, { email: a.email, percent: 60 });
    expect(release.statusCode).toBe(201);
    const over = await invite(t, o.cookie, o.release.id, {
      email: b.email,
      percent: 40.01,
      trackId: o.track.id,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'split_total_exceeded', params: { left: 40 } });
    const fits = await invite(t, o.cookie, o.release.id, {
      email: b.email,
      percent: 40,
      trackId: o.track.id,
    });
    expect(fits.statusCode).toBe(201);
    const twin = await invite(t, o.cookie, o.release.id, { email: a.email, percent: 1 });
    expect(twin.json().code).toBe('split_exists');
    const self = await invite(t, o.cookie, o.release.id, { email: o.user.email, percent: 1 });
    expect(self.json().code).toBe('split_self');
    for (const body of [
      { email: 'nope', percent: 10 },
      { email: b.email, percent: 0 },
      { email: b.email, percent: 10.001 },
      { email: b.email, percent: 10, recoupAmount: '-5' },
      { email: b.email, percent: 10, trackId: 'x' },
    ]) {
      expect((await invite(t, o.cookie, o.release.id, body)).statusCode).toBe(400);
    }
    // A track of another release.
    const other = await releaseWithTrack(t, o.user.id);
    const foreign = await invite(t, o.cookie, o.release.id, {
      email: b.email,
      percent: 1,
      trackId: other.track.id,
    });
    expect(foreign.json()).toMatchObject({ fields: { trackId: 'not_found' } });
    // Removing a split frees its share.
    const removed = await request(t.app, o.cookie).delete(
      `/v1/releases/${o.release.id}/splits/${release.json().id}`,
    );
    expect(removed.statusCode).toBe(200);
    const again = await invite(t, o.cookie, o.release.id, { email: a.email, percent: 60 });
    expect(again.statusCode).toBe(201);
  });

  it('sends an expired invitation again only while its share and address are free', async () => {
    const o = await owner(t);
    const expired = await invite(t, o.cookie, o.release.id, {
      email: 'late@example.test',
      percent: 50,
    });
    t.clock.advance(days(15));
    const resend = (id: string) =>
      request(t.app, o.cookie).post(
        `/v1/releases/${o.release.id}/splits/${id}/resend`,
        {},
        freshIp(),
      );
    // Its address was invited again meanwhile: a twin.
    const again = await invite(t, o.cookie, o.release.id, {
      email: 'late@example.test',
      percent: 10,
    });
    expect((await resend(expired.json().id)).json().code).toBe('split_exists');
    await request(t.app, o.cookie).delete(`/v1/releases/${o.release.id}/splits/${again.json().id}`);
    // Its share was given away meanwhile.
    await invite(t, o.cookie, o.release.id, { email: 'other@example.test', percent: 60 });
    expect((await resend(expired.json().id)).json()).toMatchObject({
      code: 'split_total_exceeded',
      params: { left: 40 },
    });
  });

  it("answers 404 for another user's release or split", async () => {
    const o = await owner(t);
    const intruder = await signIn(t, await createUser(t));
    const created = await invite(t, o.cookie, o.release.id, {
      email: 'someone@example.test',
      percent: 5,
    });
    const base = `/v1/releases/${o.release.id}/splits`;
    expect((await request(t.app, intruder).get(base)).statusCode).toBe(404);
    expect(
      (await invite(t, intruder, o.release.id, { email: 'x@example.test', percent: 5 })).statusCode,
    ).toBe(404);
    expect((await request(t.app, intruder).delete(`${base}/${created.json().id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await request(t.app, intruder).post(`${base}/${created.json().id}/resend`, {}, freshIp()))
        .statusCode,
    ).toBe(404);
    expect((await request(t.app, o.cookie).get('/v1/releases/nope/splits')).statusCode).toBe(404);
    expect((await request(t.app).get(base)).statusCode).toBe(401);
  });

  it('limits invitations sent from one address', async () => {
    const o = await owner(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await request(t.app, o.cookie).post(
        `/v1/releases/${o.release.id}/splits`,
        { email: `flood${i}@example.test`, percent: 1 },
        ip,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
