import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { createTestApp, request, captchaBypass, type TestApp } from '../../test/app.ts';
import { cookieOf, createUser, freshIp, signIn } from '../../test/factories.ts';
import { users } from '../users/users.table.ts';
import { openTotpSecret, sealTotpSecretsAtRest } from './totp-secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.twofactorSecret!;
const codeFor = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
const withKeys = (keys: Config['encryptionKeys']): Config => ({
  ...t.config,
  encryptionKeys: keys,
});

/** Signs in with password and TOTP: proves the stored secret still works. */
async function signInWithCode(user: { username: string; password: string | null }, code: string) {
  const login = await request(t.app).post(
    '/v1/auth/login',
    {
      username: user.username,
      password: user.password,
      captcha: { id: 'x', answer: captchaBypass },
    },
    freshIp(),
  );
  expect(login.json()).toEqual({ twofactor: true });
  return request(t.app, cookieOf(login)).post('/v1/auth/twofactor-confirm', { code });
}

describe('TOTP secrets at rest', () => {
  it('are stored sealed under the current key id, never in clear', async () => {
    const user = await createUser(t);
    const setup = await request(t.app, await signIn(t, user)).post('/v1/account/twofactor/setup', {
      currentPassword: user.password,
    });
    const { secret } = setup.json();
    const value = await stored(user.id);
    expect(value).toMatch(/^v1:session:/);
    expect(value).not.toContain(secret);
    expect(openTotpSecret(t.config, value)).toBe(secret);
  });

  it('a row still in clear is sealed at start-up, once, and keeps working', async () => {
    const user = await createUser(t, { twofactor: true });
    const clear = generateSecret();
    await t.db.update(users).set({ twofactorSecret: clear }).where(eq(users.id, user.id));

    // Start-up of another instance on the same database runs the step.
    const other = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false });
    await other.close();
    const value = await stored(user.id);
    expect(value).toMatch(/^v1:session:/);
    expect(openTotpSecret(t.config, value)).toBe(clear);
    expect(await sealTotpSecretsAtRest(t.config, t.db)).toBe(0);
    expect(await stored(user.id)).toBe(value);

    const confirm = await signInWithCode(user, await codeFor(clear));
    expect(confirm.statusCode).toBe(200);
  });

  it('rows under an older key are re-sealed under the new one after a rotation', async () => {
    const user = await createUser(t, { twofactor: true });
    const before = await stored(user.id);
    const rotated = withKeys([
      { id: 'k2', secret: 'a-brand-new-encryption-secret-0123456789' },
      ...t.config.encryptionKeys,
    ]);
    expect(await sealTotpSecretsAtRest(rotated, t.db)).toBeGreaterThanOrEqual(1);
    const after = await stored(user.id);
    expect(after).toMatch(/^v1:k2:/);
    expect(openTotpSecret(rotated, after)).toBe(openTotpSecret(t.config, before));
    // Without the new key the value cannot be read: the old key alone no longer opens it.
    expect(() => openTotpSecret(t.config, after)).toThrow(/unknown encryption key id "k2"/);
    // Rotating back (the session key first again) re-seals every row for the other tests.
    const back = withKeys([...t.config.encryptionKeys, rotated.encryptionKeys[0]!]);
    expect(await sealTotpSecretsAtRest(back, t.db)).toBeGreaterThanOrEqual(1);
    expect(await stored(user.id)).toMatch(/^v1:session:/);
  });

  it('start-up stops with a clear message when a row’s key is no longer configured', async () => {
    const user = await createUser(t, { twofactor: true });
    const orphan = withKeys([{ id: 'gone', secret: 'an-encryption-secret-nobody-keeps-0123' }]);
    const value = await stored(user.id);
    await expect(sealTotpSecretsAtRest(orphan, t.db)).rejects.toThrow(/ENCRYPTION_KEYS/);
    expect(await stored(user.id)).toBe(value);
  });
});
