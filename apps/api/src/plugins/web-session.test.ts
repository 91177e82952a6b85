import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { days } from '../lib/clock.ts';
import { insertSession } from '../modules/sessions/sessions.repository.ts';
import { sessionCookie } from '../modules/sessions/sessions.service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn } from '../test/factories.ts';
import { webPlugin } from './web.ts';
import { shellSessionUser } from './web-session.ts';

let t: TestApp;
let root: string;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'soundpost-shell-'));
  writeFileSync(join(root, 'index.html'), '<html><head></head><body><div id="root"></div></body>');
  web = Fastify();
  await web.register(cookie);
  await web.register(webPlugin, { root, sessionUser: shellSessionUser(t.app.ctx) });
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The user the shell at /dashboard names for this Cookie header, or null. */
async function shellUser(cookieHeader?: string) {
  const res = await web.inject({
    method: 'GET',
    url: '/dashboard',
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  expect(res.statusCode).toBe(200);
  const json = /<script type="application\/json" id="session-user">(.*?)<\/script>/.exec(res.body);
  return json ? (JSON.parse(json[1]!) as Record<string, unknown>) : null;
}

describe('the session user in the app shell', () => {
  it("names each visitor's own user, as GET /v1/api/user does, and nobody else's", async () => {
    const ann = await createUser(t, { name: 'Ann Shell' });
    const bob = await createUser(t, { name: 'Bob Shell' });
    const annCookie = await signIn(t, ann);
    const bobCookie = await signIn(t, bob);
    const api = await t.app.inject({
      method: 'GET',
      url: '/v1/api/user',
      headers: { cookie: annCookie },
    });
    expect(await shellUser(annCookie)).toEqual(api.json());
    const forBob = await shellUser(bobCookie);
    expect(forBob).toMatchObject({ _id: bob.id, name: 'Bob Shell' });
    expect(JSON.stringify(forBob)).not.toContain(ann.id);
  });

  it('names nobody without a valid session', async () => {
    expect(await shellUser()).toBeNull();
    expect(await shellUser(`${sessionCookie}=${randomToken()}`)).toBeNull();
    expect(await shellUser(`${sessionCookie}=not-a-token`)).toBeNull();
  });

  it('names nobody for a session still waiting for its second factor', async () => {
    const user = await createUser(t, { twofactor: true });
    const token = randomToken();
    const now = t.clock.now();
    await insertSession(t.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      impersonatorId: null,
      twofactorPending: true,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + days(1)),
    });
    expect(await shellUser(`${sessionCookie}=${token}`)).toBeNull();
  });

  it('names nobody for a blocked account: the app asks the API, which says so (403)', async () => {
    const user = await createUser(t, { blocked: { kind: 'freeze', reason: 'Unpaid' } });
    expect(await shellUser(await signIn(t, user))).toBeNull();
  });
});
