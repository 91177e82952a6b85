import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { captureLogs, createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn, type TestUser } from '../../test/factories.ts';
import { releases } from '../releases/releases.table.ts';
import { releaseWithTrack } from '../royalties/test/royalty-test-kit.ts';
import { apiTokens } from './api-tokens.table.ts';
import { tokenRequestsPerMinute } from './bearer.ts';
import { issueToken, withToken } from './test/api-tokens-test-kit.ts';

let t: TestApp;
const logs = captureLogs();
let owner: TestUser;
let ownRelease: string;
let ownTitle: string | null;
let othersRelease: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
  owner = await createUser(t, { plan: 'artist' });
  ({ id: ownRelease, title: ownTitle } = (await releaseWithTrack(t, owner.id)).release);
  const other = await createUser(t, { plan: 'artist' });
  othersRelease = (await releaseWithTrack(t, other.id)).release.id;
});
afterAll(() => t.close());

const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

describe('a personal access token', () => {
  it("reads its scopes' routes as its owner, and only those", async () => {
    const { token } = await issueToken(t, owner.id, ['read:releases']);
    const list = await withToken(t, token, '/v1/releases');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((r: { id: string }) => r.id)).toEqual([ownRelease]);
    expect((await withToken(t, token, `/v1/releases/${ownRelease}`)).statusCode).toBe(200);
    expect((await withToken(t, token, `/v1/releases/${ownRelease}/tracks`)).statusCode).toBe(200);
    // Another account's release is as unknown to the token as to its owner's session.
    expect((await withToken(t, token, `/v1/releases/${othersRelease}`)).statusCode).toBe(404);

    const royalties = await withToken(t, token, '/v1/royalties/summary');
    expect(royalties.statusCode).toBe(403);
    expect(royalties.json()).toMatchObject({
      code: 'token_scope_missing',
      params: { scope: 'read:royalties' },
    });
  });

  it('with read:royalties reads the royalty routes but not the releases', async () => {
    const { token } = await issueToken(t, owner.id, ['read:royalties']);
    for (const url of ['summary', 'entries', 'breakdown?by=store', 'statements']) {
      expect((await withToken(t, token, `/v1/royalties/${url}`)).statusCode).toBe(200);
    }
    const statement = await withToken(t, token, '/v1/royalties/statements/2026-01.csv');
    expect([statement.statusCode, statement.headers['content-type']]).toEqual([
      200,
      'text/csv; charset=utf-8',
    ]);
    expect((await withToken(t, token, '/v1/royalties/summary', 'HEAD')).statusCode).toBe(200);
    expect(codeOf(await withToken(t, token, '/v1/releases'))).toBe('token_scope_missing');
  });

  it('is refused on a route that takes no token, and never falls back to a cookie', async () => {
    const { token } = await issueToken(t, owner.id, ['read:releases', 'read:royalties']);
    const res = await withToken(t, token, '/v1/account');
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe('api_token_not_accepted');
    const cookie = await signIn(t, owner);
    const both = await request(t.app, cookie).get('/v1/account/api-tokens', {
      authorization: `Bearer ${token}`,
    });
    expect(codeOf(both)).toBe('api_token_not_accepted');
  });

  it('changes nothing: every other method is refused before it runs', async () => {
    const { id, token } = await issueToken(t, owner.id, ['read:releases', 'read:royalties']);
    const attempts = [
      ['POST', '/v1/releases'],
      ['PATCH', `/v1/releases/${ownRelease}`],
      ['PUT', `/v1/releases/${ownRelease}`],
      ['DELETE', `/v1/releases/${ownRelease}`],
      ['POST', '/v1/account/api-tokens'],
      ['DELETE', `/v1/account/api-tokens/${id}`],
    ];
    for (const [method, url] of attempts) {
      const res = await withToken(t, token, url!, method);
      expect([method, res.statusCode, codeOf(res)]).toEqual([
        method,
        401,
        'api_token_not_accepted',
      ]);
    }
    const mine = await t.db.select().from(releases).where(eq(releases.ownerId, owner.id));
    expect(mine.map((r) => [r.id, r.title])).toEqual([[ownRelease, ownTitle]]);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('is refused once revoked, once expired, and when unknown or malformed', async () => {
    const cookie = await signIn(t, owner);
    const revoked = await issueToken(t, owner.id, ['read:royalties']);
    await request(t.app, cookie).delete(`/v1/account/api-tokens/${revoked.id}`);
    const expiring = await issueToken(t, owner.id, ['read:royalties'], 1);
    expect((await withToken(t, expiring.token, '/v1/royalties/summary')).statusCode).toBe(200);
    t.clock.advance(minutes(24 * 60 + 1));
    for (const token of [
      revoked.token,
      expiring.token,
      `sp_pat_${'x'.repeat(43)}`,
      'nonsense',
      '',
    ]) {
      const res = await withToken(t, token, '/v1/royalties/summary');
      expect([res.statusCode, codeOf(res)]).toEqual([401, 'api_token_invalid']);
    }
  });

  it("is refused on a free plan's account and on a blocked one", async () => {
    const free = await createUser(t, { plan: 'lite' });
    const freeToken = await issueToken(t, free.id, ['read:royalties']);
    const res = await withToken(t, freeToken.token, '/v1/royalties/summary');
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'api_access_requires_paid_plan']);

    const blocked = await createUser(t, {
      plan: 'artist',
      blocked: { kind: 'freeze', reason: 'Chargeback' },
    });
    const blockedToken = await issueToken(t, blocked.id, ['read:royalties']);
    const refused = await withToken(t, blockedToken.token, '/v1/royalties/summary');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_blocked', blocked: { kind: 'freeze' } });
  });

  it('keeps its last use to the minute and logs every use with its id and route', async () => {
    const { id, token } = await issueToken(t, owner.id, ['read:royalties']);
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.lastUsedAt;
    await withToken(t, token, '/v1/royalties/summary');
    const first = t.clock.now();
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(30_000);
    await withToken(t, token, '/v1/royalties/summary');
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(31_000);
    await withToken(t, token, '/v1/royalties/summary');
    expect(await lastUsed()).toEqual(t.clock.now());

    const uses = logs.lines.filter((line) => line.apiTokenId === id);
    expect(uses.map((line) => line.route)).toEqual(Array(3).fill('GET /v1/royalties/summary'));
  });

  it(`answers 429 with Retry-After past ${tokenRequestsPerMinute} requests a minute`, async () => {
    const { token } = await issueToken(t, owner.id, ['read:royalties']);
    for (let i = 0; i < tokenRequestsPerMinute; i++) {
      expect((await withToken(t, token, '/v1/royalties/statements')).statusCode).toBe(200);
    }
    const limited = await withToken(t, token, '/v1/royalties/statements');
    expect([limited.statusCode, codeOf(limited)]).toEqual([429, 'rate_limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same account has a rate of its own.
    const other = await issueToken(t, owner.id, ['read:royalties']);
    expect((await withToken(t, other.token, '/v1/royalties/statements')).statusCode).toBe(200);
    t.clock.advance(minutes(1));
    expect((await withToken(t, token, '/v1/royalties/statements')).statusCode).toBe(200);
  });
});
