import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, freshIp, signIn, uniqueId } from '../../test/factories.ts';
import { accountId, balanceOf } from '../ledger/ledger.ts';
import {
  header,
  importReport,
  line,
  releaseWithTrack,
} from '../royalties/test/royalty-test-kit.ts';
import { answer, invitationToken, invite } from './test/split-test-kit.ts';

// Editing a split's terms, answering from the collaborator's list, the owner told of answers.
let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
});
afterAll(() => t.close());

async function owner(lang: 'en' | 'es' = 'en') {
  const user = await createUser(t, { name: 'Ada Owner', lang, plan: 'lite' });
  const cookie = await signIn(t, user);
  const { release, track, isrc } = await releaseWithTrack(t, user.id);
  return { user, cookie, release, track, isrc };
}

const edit = (cookie: string, releaseId: string, splitId: string, body: object) =>
  request(t.app, cookie).patch(`/v1/releases/${releaseId}/splits/${splitId}`, body, freshIp());

const answerFromList = (
  cookie: string,
  id: string,
  invitedAt: string,
  choice: 'accept' | 'decline' = 'accept',
) => request(t.app, cookie).post(`/v1/split-invitations/${id}/${choice}`, { invitedAt }, freshIp());

describe('editing a split', () => {
  it('sends a pending invitation again with the new terms, a new link and 14 new days', async () => {
    const o = await owner();
    const collaborator = await createUser(t);
    const created = (
      await invite(t, o.cookie, o.release.id, { email: collaborator.email, percent: 20 })
    ).json();
    const oldToken = invitationToken(mail.last(collaborator.email));
    t.clock.advance(days(10));
    const res = await edit(o.cookie, o.release.id, created.id, {
      percent: 25,
      recoupAmount: '40',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      percent: 25,
      recoupAmount: '40.00000000',
      status: 'pending',
      expiresAt: new Date(t.clock.now().getTime() + days(14)).toISOString(),
    });
    const sent = mail.last(collaborator.email);
    expect(sent.text).toContain('25%');
    const cookie = await signIn(t, collaborator);
    expect((await answer(t, cookie, oldToken)).json().code).toBe('invalid_token');
    // Past the first sending's 14 days, the new link still works.
    t.clock.advance(days(5));
    const accepted = await answer(t, cookie, invitationToken(sent));
    expect(accepted.json()).toMatchObject({ status: 'accepted', percent: 25 });
  });

  it('keeps the 100% total, refuses unchanged terms, a declined split and bad bodies', async () => {
    const o = await owner();
    const a = (
      await invite(t, o.cookie, o.release.id, { email: 'a@splits.test', percent: 60 })
    ).json();
    const b = (
      await invite(t, o.cookie, o.release.id, { email: 'b@splits.test', percent: 30 })
    ).json();
    const over = await edit(o.cookie, o.release.id, b.id, { percent: 45 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'split_total_exceeded' });
    expect(over.json().message).toContain('40%');
    expect((await edit(o.cookie, o.release.id, b.id, { percent: 40 })).statusCode).toBe(200);
    const same = await edit(o.cookie, o.release.id, a.id, { percent: 60, recoupAmount: '0' });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('split_terms_unchanged');
    for (const body of [{}, { percent: 0 }, { percent: 12.345 }, { recoupAmount: '-1' }]) {
      expect((await edit(o.cookie, o.release.id, a.id, body)).statusCode).toBe(400);
    }

    const collaborator = await createUser(t);
    const other = await owner();
    const c = (
      await invite(t, other.cookie, other.release.id, { email: collaborator.email, percent: 10 })
    ).json();
    await answer(
      t,
      await signIn(t, collaborator),
      invitationToken(mail.last(collaborator.email)),
      'decline',
    );
    expect((await edit(other.cookie, other.release.id, c.id, { percent: 5 })).json().code).toBe(
      'split_invitation_answered',
    );
    const stranger = await signIn(t, await createUser(t));
    expect((await edit(stranger, o.release.id, a.id, { percent: 10 })).statusCode).toBe(404);
  });

  it('ends an accepted split and invites again: posted earnings stay, the new terms apply once accepted', async () => {
    const admin = await signIn(t, await createUser(t, { role: 'admin' }));
    const o = await owner();
    const collaborator = await createUser(t);
    const cookie = await signIn(t, collaborator);
    const first = (
      await invite(t, o.cookie, o.release.id, { email: collaborator.email, percent: 30 })
    ).json();
    await answer(t, cookie, invitationToken(mail.last(collaborator.email)));
    const importLine = async (earnings: string) => {
      t.clock.advance(1000);
      const content = [
        header,
        line({ upc: uniqueId(), earnings: '0' }),
        line({ isrc: o.isrc, earnings }),
      ];
      expect((await importReport(t, admin, content.join('\n'))).statusCode).toBe(201);
    };
    const balance = async (userId: string) =>
      balanceOf(t.db, await accountId(t.db, 'artist_royalties', { userId }));
    const usd = (cents: bigint) => cents * 10n ** 6n;

    // 100 → artist share 85 → 30%: 25.50.
    await importLine('100');
    expect(await balance(collaborator.id)).toBe(usd(2550n));

    const edited = await edit(o.cookie, o.release.id, first.id, { percent: 50 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ percent: 50, status: 'pending', collaborator: null });
    expect(edited.json().id).not.toBe(first.id);
    const list = (await request(t.app, o.cookie).get(`/v1/releases/${o.release.id}/splits`)).json();
    expect(list.items).toMatchObject([{ id: edited.json().id, status: 'pending', percent: 50 }]);

    // Until the collaborator accepts the new terms, new lines are all the owner's.
    await importLine('100');
    expect(await balance(collaborator.id)).toBe(usd(2550n));
    const mine = (await request(t.app, cookie).get('/v1/split-invitations')).json().items;
    // The ended split is no longer listed; the new terms wait for an answer.
    expect(mine.map((i: { status: string; percent: number }) => [i.status, i.percent])).toEqual([
      ['pending', 50],
    ]);
    // Answered from the list, naming the sending the collaborator read.
    const accepted = await answerFromList(cookie, mine[0].id, mine[0].invitedAt);
    expect(accepted.json()).toMatchObject({ status: 'accepted', percent: 50 });
    await importLine('100');
    expect(await balance(collaborator.id)).toBe(usd(2550n + 4250n));
  });

  it('counts the costs an accepted split paid back as paid back under its new terms', async () => {
    const admin = await signIn(t, await createUser(t, { role: 'admin' }));
    const o = await owner();
    const collaborator = await createUser(t);
    const cookie = await signIn(t, collaborator);
    const first = (
      await invite(t, o.cookie, o.release.id, {
        email: collaborator.email,
        percent: 30,
        recoupAmount: '100',
      })
    ).json();
    await answer(t, cookie, invitationToken(mail.last(collaborator.email)));
    const importLine = async (earnings: string) => {
      t.clock.advance(1000);
      // A line of its own makes each report a new file (the same file twice is refused).
      const content = [
        header,
        line({ upc: uniqueId(), earnings: '0' }),
        line({ isrc: o.isrc, earnings }),
      ];
      expect((await importReport(t, admin, content.join('\n'))).statusCode).toBe(201);
    };
    const balance = async (userId: string) =>
      balanceOf(t.db, await accountId(t.db, 'artist_royalties', { userId }));
    const usd = (cents: bigint) => cents * 10n ** 6n;

    // 100 → artist share 85: all of it recoups, 15 of the costs are left.
    await importLine('100');
    expect(await balance(collaborator.id)).toBe(usd(8500n));

    // New share, same costs: the new split has 15 left to recoup, not 100.
    const edited = (await edit(o.cookie, o.release.id, first.id, { percent: 50 })).json();
    expect(edited).toMatchObject({ recoupAmount: '100.00000000', recouped: '85.00000000' });
    const mine = (await request(t.app, cookie).get('/v1/split-invitations')).json().items;
    await answerFromList(cookie, mine[0].id, mine[0].invitedAt);

    // 100 → artist share 85: 15 recoups the rest of the costs, 70 is divided 50/50.
    await importLine('100');
    expect(await balance(collaborator.id)).toBe(usd(8500n + 1500n + 3500n));
    expect(await balance(o.user.id)).toBe(usd(3500n));
    const list = (await request(t.app, o.cookie).get(`/v1/releases/${o.release.id}/splits`)).json();
    expect(list.items).toMatchObject([{ recoupAmount: '100.00000000', recouped: '100.00000000' }]);
  });
});

describe("the collaborator's list", () => {
  it('answers by id only for the invited account and only the terms last sent', async () => {
    const o = await owner();
    const collaborator = await createUser(t);
    const cookie = await signIn(t, collaborator);
    const created = (
      await invite(t, o.cookie, o.release.id, { email: collaborator.email, percent: 15 })
    ).json();
    const [item] = (await request(t.app, cookie).get('/v1/split-invitations')).json().items;
    expect(item).toMatchObject({
      id: created.id,
      owner: { name: 'Ada Owner' },
      release: { id: o.release.id },
      percent: 15,
      status: 'pending',
    });
    const stranger = await signIn(t, await createUser(t));
    expect((await answerFromList(stranger, created.id, item.invitedAt)).statusCode).toBe(404);
    expect((await answerFromList(cookie, 'not-a-uuid', item.invitedAt)).statusCode).toBe(404);
    expect(
      (
        await request(t.app, cookie).post(
          `/v1/split-invitations/${created.id}/accept`,
          {},
          freshIp(),
        )
      ).statusCode,
    ).toBe(400);

    t.clock.advance(1000);
    await edit(o.cookie, o.release.id, created.id, { percent: 20 });
    const stale = await answerFromList(cookie, created.id, item.invitedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('split_invitation_changed');
    const [fresh] = (await request(t.app, cookie).get('/v1/split-invitations')).json().items;
    const declined = await answerFromList(cookie, created.id, fresh.invitedAt, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined', percent: 20 });
    expect((await answerFromList(cookie, created.id, fresh.invitedAt)).json().code).toBe(
      'split_invitation_answered',
    );
  });
});

describe('the owner is told of an answer', () => {
  it('by e-mail in their language, for an acceptance and a decline', async () => {
    const o = await owner('es');
    for (const [choice, subject] of [
      ['accept', 'aceptó'],
      ['decline', 'rechazó'],
    ] as const) {
      const collaborator = await createUser(t, { name: `Bea ${choice}` });
      await invite(t, o.cookie, o.release.id, {
        email: collaborator.email,
        percent: 12.5,
        trackId: o.track.id,
      });
      const before = mail.sent.length;
      await answer(
        t,
        await signIn(t, collaborator),
        invitationToken(mail.last(collaborator.email)),
        choice,
      );
      const [sent, ...more] = mail.sent.slice(before);
      expect(more).toEqual([]);
      expect(sent!.to).toBe(o.user.email);
      expect(sent!.subject).toBe(`Bea ${choice} ${subject} tu reparto de «${o.track.title}»`);
      expect(sent!.text).toMatch(/12,5\s%/);
      expect(sent!.text).toContain(`${t.config.appUrl}/distributions/${o.release.id}`);
      expect(sent!.html).toContain('Hola, Ada Owner');
    }
  });
});
