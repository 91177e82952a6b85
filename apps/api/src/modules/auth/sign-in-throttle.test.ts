import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, minutes } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { cookieOf, createUser, freshIp, totp, type TestUser } from '../../test/factories.ts';
import { deviceCookie } from './device-cookie.ts';
import { signInLimits } from './sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const captcha = { id: 'bypass', answer: captchaBypass };
const wrong = 'Wrong-pass-1!';
type From = { ip: Record<string, string>; device?: string };

const login = (user: { username: string }, password: string, from: From) =>
  request(t.app, from.device).post(
    '/v1/auth/login',
    { captcha, username: user.username, password },
    from.ip,
  );

/** The device cookie a response set, as a Cookie header. */
function deviceOf(res: Response) {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const pair = all.find((c) => c.startsWith(`${deviceCookie}=`))?.split(';')[0];
  if (!pair) throw new Error('no device cookie');
  return pair;
}

/** Signs `user` in once from a fresh address and returns that browser's device cookie. */
async function rememberedDevice(user: TestUser) {
  const res = await login(user, user.password!, { ip: freshIp() });
  expect(res.statusCode).toBe(200);
  return deviceOf(res);
}

async function failTimes(n: number, user: { username: string }, from: From) {
  const codes = [];
  for (let i = 0; i < n; i++) codes.push((await login(user, wrong, from)).statusCode);
  return codes;
}

/** A distributed attack: every address stays under its own limit, the account's is reached. */
const failFromEnoughAddresses = (user: { username: string }) =>
  Promise.all(
    Array.from({ length: signInLimits.untrusted / signInLimits.source }, () =>
      failTimes(signInLimits.source, user, { ip: freshIp() }),
    ),
  );

const statusCounts = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe('sign-in throttling per account and source', () => {
  it('locks the attacking address out and nobody else', async () => {
    const user = await createUser(t);
    const attacker = { ip: freshIp() };
    expect(await failTimes(signInLimits.source, user, attacker)).toEqual(Array(5).fill(401));
    // Even the right password waits at the attacker's address: trying it reveals nothing.
    const blocked = await login(user, user.password!, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 15 min.',
      params: { minutes: 15 },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, at home, on a browser that never signed in before.
    const owner = await login(user, user.password!, { ip: freshIp() });
    expect(owner.statusCode).toBe(200);
    expect(cookieOf(owner)).toBeDefined();
  });

  it('ends the lock by itself when the window is over', async () => {
    const user = await createUser(t);
    const attacker = { ip: freshIp() };
    await failTimes(signInLimits.source, user, attacker);
    expect((await login(user, user.password!, attacker)).statusCode).toBe(429);
    t.clock.advance(minutes(15) + 1000);
    expect((await login(user, user.password!, attacker)).statusCode).toBe(200);
  });

  it('lets the owner in from a remembered device while strangers everywhere are locked', async () => {
    const user = await createUser(t);
    const device = await rememberedDevice(user);
    await failFromEnoughAddresses(user);
    const newBrowser = await login(user, user.password!, { ip: freshIp() });
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.headers['retry-after']).toBeDefined();

    const home = { ip: freshIp(), device };
    const owner = await login(user, user.password!, home);
    expect(owner.statusCode).toBe(200);
    // Signing in renews the device cookie.
    expect(deviceOf(owner)).not.toBe(device);
  });

  it('lets the owner in from a remembered device behind an address that is locked', async () => {
    const user = await createUser(t);
    const device = await rememberedDevice(user);
    // An office network: someone behind the same address tries many accounts.
    const ip = freshIp();
    for (let i = 0; i < signInLimits.ip; i++)
      await failTimes(1, { username: `ghost_${i}` }, { ip });
    expect((await login(user, user.password!, { ip })).statusCode).toBe(429);
    expect((await login(user, user.password!, { ip, device })).statusCode).toBe(200);
  });

  it('sets the device cookie HttpOnly, signed, for the sign-in calls only, for a year', async () => {
    const user = await createUser(t);
    const res = await login(user, user.password!, { ip: freshIp() });
    const header = [res.headers['set-cookie']].flat().find((c) => c!.startsWith(deviceCookie))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Path=\/v1\/auth/);
    expect(header).toMatch(/SameSite=Strict/i);
    const expires = new Date(/Expires=([^;]+)/.exec(header)![1]!);
    expect(expires.getTime() - t.clock.now().getTime()).toBeGreaterThan(days(364));
    // Signed: the value carries an HMAC after the user id, issue time and nonce.
    expect(decodeURIComponent(header.split(';')[0]!)).toMatch(
      new RegExp(`^${deviceCookie}=${user.id}\\.[a-z0-9]+\\.[\\w-]+\\.[\\w+/=-]+$`),
    );
  });

  it('does not trust a device cookie of another account, a forged one or an expired one', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const otherDevice = await rememberedDevice(other);
    const ownDevice = await rememberedDevice(owner);
    const forged = ownDevice.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    for (const device of [otherDevice, forged]) {
      const ip = freshIp();
      await failTimes(signInLimits.source, owner, { ip, device });
      expect((await login(owner, owner.password!, { ip, device })).statusCode).toBe(429);
    }
    t.clock.advance(days(366));
    const ip = freshIp();
    await failTimes(signInLimits.source, owner, { ip, device: ownDevice });
    expect((await login(owner, owner.password!, { ip, device: ownDevice })).statusCode).toBe(429);
  });

  it('counts failures with a device cookie against that cookie, and locks it after 5', async () => {
    const user = await createUser(t);
    const device = await rememberedDevice(user);
    const ip = freshIp();
    // 5 failures on the device leave the address's own counter untouched…
    expect(await failTimes(signInLimits.device, user, { ip, device })).toEqual(Array(5).fill(401));
    // …so a stolen cookie buys the attacker the address's 5 and no more.
    expect(await failTimes(signInLimits.source + 1, user, { ip, device })).toEqual([
      ...Array(5).fill(401),
      429,
    ]);
    // The owner at another address still gets in: a locked device is just an unknown browser.
    expect((await login(user, user.password!, { ip: freshIp(), device })).statusCode).toBe(200);
  });

  it('remembers the device once two-factor sign-in completes, not after the password alone', async () => {
    const user = await createUser(t, { twofactor: true });
    const ip = freshIp();
    const first = await login(user, user.password!, { ip });
    expect(first.json()).toEqual({ twofactor: true });
    expect(String(first.headers['set-cookie'])).not.toContain(`${deviceCookie}=`);
    const confirmed = await request(t.app, cookieOf(first)).post(
      '/v1/auth/twofactor-confirm',
      { code: await totp(t, user.totpSecret!) },
      ip,
    );
    expect(confirmed.statusCode).toBe(200);
    const device = deviceOf(confirmed);

    await failFromEnoughAddresses(user);
    expect((await login(user, user.password!, { ip: freshIp() })).statusCode).toBe(429);
    expect((await login(user, user.password!, { ip: freshIp(), device })).json()).toEqual({
      twofactor: true,
    });
  });
});

describe('concurrent sign-in attempts', () => {
  it('checks at most 5 passwords when 40 wrong ones arrive at once from one address', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(user, wrong, { ip })),
    );
    expect(statusCounts(responses)).toEqual({ 401: signInLimits.source, 429: 35 });
  });

  it('checks at most 5 + 5 passwords when 40 arrive at once with a stolen device cookie', async () => {
    const user = await createUser(t);
    const device = await rememberedDevice(user);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(user, wrong, { ip, device })),
    );
    expect(statusCounts(responses)).toEqual({
      401: signInLimits.device + signInLimits.source,
      429: 30,
    });
  });

  it('never lets 20 addresses at once past the account-wide limit', async () => {
    const user = await createUser(t);
    const ips = Array.from({ length: 20 }, () => freshIp());
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login(user, wrong, { ip: ips[i % 20]! })),
    );
    expect(statusCounts(responses)).toEqual({ 401: signInLimits.untrusted, 429: 70 });
  });
});
