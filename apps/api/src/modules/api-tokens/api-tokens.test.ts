import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenMaxLive, apiTokenPattern } from '@soundpost/contracts/api-tokens';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { activity } from '../users/users.table.ts';
import { apiTokens } from './api-tokens.table.ts';
import { issueToken, withToken } from './test/api-tokens-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = { name: 'Dashboard', scopes: ['read:royalties'], expiresInDays: 90 };

async function paidAccount() {
  const user = await createUser(t, { plan: 'pro' });
  return { user, api: request(t.app, await signIn(t, user)) };
}

describe('personal access tokens in account settings', () => {
  it('shows a new token once, keeps only its hash, and lists it without its secret', async () => {
    const { user, api } = await paidAccount();
    const created = await api.post('/v1/account/api-tokens', {
      ...input,
      scopes: ['read:royalties', 'read:releases', 'read:royalties'],
    });
    expect(created.statusCode).toBe(201);
    const { token, ...shown } = created.json();
    expect(token).toMatch(apiTokenPattern);
    const now = t.clock.now();
    expect(shown).toEqual({
      id: expect.any(String),
      name: 'Dashboard',
      scopes: ['read:royalties', 'read:releases'],
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 90 * 86_400_000).toISOString(),
      lastUsedAt: null,
    });

    const list = await api.get('/v1/account/api-tokens');
    expect(list.json()).toEqual([shown]);
    expect(list.body).not.toContain(token);
    const rows = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await withToken(t, token, '/v1/releases')).statusCode).toBe(200);
  });

  it('refuses a token without a name, a scope or an expiry within a year', async () => {
    const { api } = await paidAccount();
    for (const body of [
      { ...input, name: ' ' },
      { ...input, scopes: [] },
      { ...input, scopes: ['write:releases'] },
      { ...input, expiresInDays: 0 },
      { ...input, expiresInDays: 366 },
      { name: 'No expiry', scopes: ['read:releases'] },
    ]) {
      const res = await api.post('/v1/account/api-tokens', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    }
  });

  it('revokes a token at once, and records both in the account activity', async () => {
    const { user, api } = await paidAccount();
    const { id, token } = (await api.post('/v1/account/api-tokens', input)).json();
    expect((await api.delete(`/v1/account/api-tokens/${id}`)).json()).toEqual({ ok: true });
    expect((await api.get('/v1/account/api-tokens')).json()).toEqual([]);
    expect((await withToken(t, token, '/v1/royalties/summary')).statusCode).toBe(401);
    expect((await api.delete(`/v1/account/api-tokens/${id}`)).statusCode).toBe(404);
    const kinds = await t.db.select().from(activity).where(eq(activity.userId, user.id));
    expect(kinds.map((a) => [a.kind, (a.data as { tokenId: string }).tokenId])).toEqual([
      ['api_token_created', id],
      ['api_token_revoked', id],
    ]);
  });

  it("lists and revokes only the account's own tokens", async () => {
    const { api } = await paidAccount();
    const other = await createUser(t, { plan: 'pro' });
    const theirs = await issueToken(t, other.id, ['read:releases']);
    expect((await api.get('/v1/account/api-tokens')).json()).toEqual([]);
    for (const id of [theirs.id, 'not-a-uuid']) {
      expect((await api.delete(`/v1/account/api-tokens/${id}`)).statusCode).toBe(404);
    }
    expect((await withToken(t, theirs.token, '/v1/releases')).statusCode).toBe(200);
  });

  it('refuses a free plan, an impersonating administrator and a cross-site request', async () => {
    const free = await createUser(t, { plan: 'lite' });
    const refused = await request(t.app, await signIn(t, free)).post(
      '/v1/account/api-tokens',
      input,
    );
    expect([refused.statusCode, refused.json().code]).toEqual([
      403,
      'api_access_requires_paid_plan',
    ]);

    const user = await createUser(t, { plan: 'pro' });
    const admin = await createUser(t, { role: 'admin' });
    const staff = request(t.app, await signIn(t, user, { impersonatorId: admin.id }));
    const res = await staff.post('/v1/account/api-tokens', input);
    expect([res.statusCode, res.json().code]).toEqual([403, 'not_allowed_while_impersonating']);

    const crossSite = await request(t.app, await signIn(t, user)).post(
      '/v1/account/api-tokens',
      input,
      {
        origin: 'https://evil.example',
      },
    );
    expect([crossSite.statusCode, crossSite.json().code]).toEqual([403, 'bad_origin']);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
  });

  it(`holds at most ${apiTokenMaxLive} live tokens per account`, async () => {
    const { user, api } = await paidAccount();
    for (let i = 0; i < apiTokenMaxLive; i++) await issueToken(t, user.id, ['read:releases']);
    const res = await api.post('/v1/account/api-tokens', input);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'api_token_limit_reached',
      params: { max: apiTokenMaxLive },
    });
  });
});
