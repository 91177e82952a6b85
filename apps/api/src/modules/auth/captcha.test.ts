import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { minutes } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp } from '../../test/factories.ts';
import { captchas } from './auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A challenge whose answer the test knows (the image itself is not readable). */
async function challenge(answer = 'Kx7Pm') {
  const spy = vi.spyOn(svgCaptcha, 'create').mockReturnValueOnce({ text: answer, data: '<svg/>' });
  const res = await request(t.app).get('/v1/auth/captcha', freshIp());
  spy.mockRestore();
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; image: string; expiresAt: string };
}

async function loginWith(captcha: { id: string; answer: string }) {
  const user = await createUser(t);
  return request(t.app).post(
    '/v1/auth/login',
    { username: user.username, password: user.password, captcha },
    freshIp(),
  );
}

describe('GET /v1/auth/captcha', () => {
  it('answers an SVG image, an id and an expiry 10 minutes ahead, and stores no answer', async () => {
    const res = await request(t.app).get('/v1/auth/captcha', freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.image.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(minutes(10));
    const rows = await t.db.select().from(captchas);
    const row = rows.find((r) => r.id === body.id)!;
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right answer in any case, once', async () => {
    const { id } = await challenge('Kx7Pm');
    expect((await loginWith({ id, answer: 'kX7pM' })).statusCode).toBe(200);
    const again = await loginWith({ id, answer: 'Kx7Pm' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_captcha',
      message: 'Invalid captcha code',
    });
  });

  it('uses up a challenge on a wrong answer, so it cannot be guessed at', async () => {
    const { id } = await challenge('Ab3De');
    expect((await loginWith({ id, answer: 'wrong' })).json().code).toBe('invalid_captcha');
    expect((await loginWith({ id, answer: 'Ab3De' })).json().code).toBe('invalid_captcha');
  });

  it('expires after 10 minutes', async () => {
    const fresh = await challenge('Zz9Yy');
    const stale = await challenge('Qw8Er');
    t.clock.advance(minutes(9));
    expect((await loginWith({ id: fresh.id, answer: 'Zz9Yy' })).statusCode).toBe(200);
    t.clock.advance(minutes(1) + 1);
    expect((await loginWith({ id: stale.id, answer: 'Qw8Er' })).json().code).toBe(
      'invalid_captcha',
    );
  });

  it('refuses an unknown or malformed id', async () => {
    expect((await loginWith({ id: 'not-a-uuid', answer: 'x' })).json().code).toBe(
      'invalid_captcha',
    );
    expect(
      (await loginWith({ id: '00000000-0000-4000-8000-000000000000', answer: 'x' })).json().code,
    ).toBe('invalid_captcha');
  });

  it('is rate limited per IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await request(t.app).get('/v1/auth/captcha', ip)).statusCode).toBe(200);
    }
    const limited = await request(t.app).get('/v1/auth/captcha', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(t.app).get('/v1/auth/captcha', freshIp())).statusCode).toBe(200);
    t.clock.advance(minutes(1) + 1);
    expect((await request(t.app).get('/v1/auth/captcha', ip)).statusCode).toBe(200);
  });
});
