import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, freshIp, signIn, uniqueId } from '../../test/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { answer, invitationToken, invite, owner } from './test/split-test-kit.ts';

// Who may take a split: the invited mailbox's owner, never a look-alike account or staff.
let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
});
afterAll(() => t.close());

const myInvitations = async (cookie: string) =>
  (await request(t.app, cookie).get('/v1/split-invitations')).json().items;

const acceptFromList = (cookie: string, id: string, invitedAt: string) =>
  request(t.app, cookie).post(`/v1/split-invitations/${id}/accept`, { invitedAt }, freshIp());

/** The audit entries on an account, by action (entries of one test share the clock's instant). */
const auditOf = async (targetId: string) => {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.sort((a, b) => a.action.localeCompare(b.action));
};

describe('an unverified account with the invited address', () => {
  it('neither sees nor accepts the invitation without the link, in any letter case', async () => {
    const o = await owner(t);
    const invited = `bob.${uniqueId()}@example.test`;
    const created = (
      await invite(t, o.cookie, o.release.id, { email: invited, percent: 30 })
    ).json();
    // The address registered in other letter case, never verified.
    const squatter = await createUser(t, { email: invited.toUpperCase(), verified: false });
    const cookie = await signIn(t, squatter);
    expect(await myInvitations(cookie)).toEqual([]);
    const taken = await acceptFromList(cookie, created.id, created.invitedAt);
    expect(taken.statusCode).toBe(404);

    // The link reached the mailbox: it proves the address, verified or not.
    const accepted = await answer(t, cookie, invitationToken(mail.last(invited)));
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
  });

  it('sees and accepts it from the list once the address is verified', async () => {
    const o = await owner(t);
    const collaborator = await createUser(t);
    const cookie = await signIn(t, collaborator);
    await invite(t, o.cookie, o.release.id, {
      email: collaborator.email.toUpperCase(),
      percent: 10,
    });
    const [item] = await myInvitations(cookie);
    const accepted = await acceptFromList(cookie, item.id, item.invitedAt);
    expect(accepted.json()).toMatchObject({ status: 'accepted', percent: 10 });
  });
});

describe('an administrator impersonating', () => {
  it('may not invite, change terms or accept, and each attempt is audited by name', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const o = await owner(t);
    const asArtist = await signIn(t, o.user, { impersonatorId: admin.id });

    const own = await invite(t, asArtist, o.release.id, { email: admin.email, percent: 50 });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('not_allowed_while_impersonating');

    const collaborator = await createUser(t);
    const created = (
      await invite(t, o.cookie, o.release.id, { email: collaborator.email, percent: 20 })
    ).json();
    const edited = await request(t.app, asArtist).patch(
      `/v1/releases/${o.release.id}/splits/${created.id}`,
      { percent: 60 },
      freshIp(),
    );
    expect(edited.json().code).toBe('not_allowed_while_impersonating');

    const asCollaborator = await signIn(t, collaborator, { impersonatorId: admin.id });
    const [item] = await myInvitations(asCollaborator);
    const fromList = await acceptFromList(asCollaborator, item.id, item.invitedAt);
    expect(fromList.json().code).toBe('not_allowed_while_impersonating');
    const token = invitationToken(mail.last(collaborator.email));
    expect((await answer(t, asCollaborator, token)).statusCode).toBe(403);
    expect(await myInvitations(await signIn(t, collaborator))).toMatchObject([
      { status: 'pending', percent: 20 },
    ]);

    const artistEntries = await auditOf(o.user.id);
    expect(artistEntries.map((e) => [e.action, e.actorId])).toEqual([
      ['split_create_refused', admin.id],
      ['split_edit_refused', admin.id],
    ]);
    // Refused by name, so the request-level entry is not written twice.
    expect(artistEntries[0]!.data).toMatchObject({ email: admin.email, percent: 50 });
    expect(artistEntries[1]!.data).toMatchObject({ splitId: created.id, percent: 60 });
    const collaboratorEntries = await auditOf(collaborator.id);
    expect(collaboratorEntries.map((e) => e.action)).toEqual([
      'split_accept_refused',
      'split_accept_refused',
    ]);
    expect(collaboratorEntries[0]!.data).toMatchObject({ splitId: item.id, status: 403 });
  });

  it('may still decline for the collaborator (it pays nobody), audited as a request', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const o = await owner(t);
    const collaborator = await createUser(t);
    await invite(t, o.cookie, o.release.id, { email: collaborator.email, percent: 5 });
    const asCollaborator = await signIn(t, collaborator, { impersonatorId: admin.id });
    const token = invitationToken(mail.last(collaborator.email));
    expect((await answer(t, asCollaborator, token, 'decline')).json().status).toBe('declined');
    expect((await auditOf(collaborator.id)).map((e) => e.action)).toEqual(['impersonated_request']);
  });
});
