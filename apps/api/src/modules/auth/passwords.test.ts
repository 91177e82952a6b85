import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp } from '../../test/factories.ts';
import { users } from '../users/users.table.ts';
import { argon2Params, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const password = 'Older-hash-pass-4!';
// An argon2id hash as an earlier release made it (library defaults: 19 MiB, 2 passes).
const olderHash = () =>
  hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });

describe('argon2id parameters', () => {
  it('hashes with the written-down cost', async () => {
    const made = await hashPassword(password);
    expect(made).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${argon2Params.memoryCost},t=${argon2Params.timeCost},p=${argon2Params.parallelism}\\$`,
      ),
    );
    expect(await verifyPassword(made, password)).toBe(true);
    expect(await verifyPassword(made, 'wrong')).toBe(false);
    expect(needsRehash(made)).toBe(false);
  });

  it('knows a hash made with other parameters, another variant or no known format', async () => {
    expect(needsRehash(await olderHash())).toBe(true);
    const argon2i = await hash(password, { ...argon2Params, algorithm: 1 });
    expect(needsRehash(argon2i)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});

describe('sign-in with an outdated hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, pass: string) =>
    request(t.app).post(
      '/v1/auth/login',
      { username, password: pass, captcha: { id: 'x', answer: captchaBypass } },
      freshIp(),
    );
  const storedHash = async (id: string) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash!;

  it('re-hashes the password with today’s parameters, and the new hash verifies', async () => {
    const user = await createUser(t, { password });
    const old = await olderHash();
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));

    expect((await login(user.username, 'Wrong-pass-1!')).statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(old);

    expect((await login(user.username, password)).statusCode).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).not.toBe(old);
    expect(needsRehash(upgraded)).toBe(false);
    expect(upgraded).toContain(`m=${argon2Params.memoryCost},t=${argon2Params.timeCost}`);
    expect(await verifyPassword(upgraded, password)).toBe(true);

    // Current hashes are left alone.
    expect((await login(user.username, password)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});
