import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePowAnswer } from '@soundpost/contracts/pow';
import { minutes } from '../../lib/clock.ts';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { fetchPowChallenge, solvePow } from '../../test/captcha.ts';
import { createUser, freshIp } from '../../test/factories.ts';
import { captchas } from './auth.table.ts';

const invalid = {
  code: 'invalid_captcha',
  message: 'Human verification failed. Please try again.',
};

let t: TestApp;
beforeAll(async () => {
  // A small counter keeps each real solve short; the default difficulty has its own test.
  t = await createTestApp({ CAPTCHA_POW_MAX_COUNTER: '40' });
});
afterAll(() => t.close());

const challenge = () => fetchPowChallenge(t.app, freshIp());

async function loginWith(captcha: unknown, app = t) {
  const user = await createUser(app);
  return request(app.app).post(
    '/v1/auth/login',
    { username: user.username, password: user.password, captcha },
    freshIp(),
  );
}

describe('GET /v1/auth/captcha (proof of work)', () => {
  it('answers a signed PBKDF2 challenge that expires in 10 minutes, and stores nothing', async () => {
    const res = await request(t.app).get('/v1/auth/captcha', freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'pow',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      challenge: {
        parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1000, data: { id: body.id } },
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    // The answer itself is not in the challenge: only a signature of the key it leads to.
    expect(body.challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = new Date(body.expiresAt).getTime() - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(minutes(10) - 1000);
    expect(lifetime).toBeLessThanOrEqual(minutes(10));
    expect(body.challenge.parameters.expiresAt * 1000).toBe(new Date(body.expiresAt).getTime());
    expect(await t.db.select().from(captchas)).toEqual([]);
  });

  it('accepts a real solution once; a replay fails', async () => {
    const solved = await solvePow(await challenge());
    const { id, answer } = solved;
    expect((await loginWith({ id, answer })).statusCode).toBe(200);
    const rows = await t.db.select().from(captchas);
    expect(rows.map((r) => r.id)).toContain(id);
    const again = await loginWith({ id, answer });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(invalid);
  });

  it('lets only one of two concurrent replays through', async () => {
    const { id, answer } = await solvePow(await challenge());
    const results = await Promise.all([1, 2, 3].map(() => loginWith({ id, answer })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('takes the answer as a plain string too', async () => {
    const { answer } = await solvePow(await challenge());
    expect((await loginWith(answer)).statusCode).toBe(200);
  });

  it('refuses a wrong solution', async () => {
    const c = await challenge();
    const { answer } = await solvePow(c);
    const { solution } = JSON.parse(Buffer.from(answer, 'base64').toString());
    const { parameters } = c.challenge;
    // Real work for the wrong counter: the key of the counter before the answer.
    const password = new Uint8Array(20);
    password.set(Buffer.from(parameters.nonce, 'hex'));
    new DataView(password.buffer).setUint32(16, solution.counter - 1);
    const { derivedKey } = await deriveKey(
      parameters,
      Buffer.from(parameters.salt, 'hex'),
      password,
    );
    const wrong = [
      { counter: solution.counter, derivedKey: '00'.repeat(32) },
      { counter: solution.counter - 1, derivedKey: Buffer.from(derivedKey).toString('hex') },
    ];
    for (const forged of wrong) {
      const res = await loginWith({
        id: c.id,
        answer: encodePowAnswer({ ...c, solution: forged }),
      });
      expect(res.json()).toMatchObject(invalid);
    }
    expect((await loginWith({ id: c.id, answer })).statusCode).toBe(200);
  });

  it('refuses a challenge whose parameters or signature were changed', async () => {
    const c = await challenge();
    const { answer } = await solvePow(c);
    const { solution } = JSON.parse(Buffer.from(answer, 'base64').toString());
    const { parameters } = c.challenge;
    const tampered = [
      { ...c.challenge, parameters: { ...parameters, cost: 1 } },
      { ...c.challenge, parameters: { ...parameters, expiresAt: parameters.expiresAt! + 3600 } },
      { ...c.challenge, parameters: { ...parameters, data: { id: crypto.randomUUID() } } },
      { ...c.challenge, signature: 'ab'.repeat(32) },
    ];
    for (const forged of tampered) {
      const res = await loginWith({
        id: '',
        answer: encodePowAnswer({ challenge: forged, solution }),
      });
      expect(res.json()).toMatchObject(invalid);
    }
    // A challenge made (and so solved) with a key of the attacker's own.
    const own = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: new Date(Date.now() + minutes(5)),
      data: { id: crypto.randomUUID() },
      hmacSignatureSecret: 'attacker',
      hmacKeySignatureSecret: 'attacker-key',
    });
    const ownSolution = await solveChallenge({ challenge: own, deriveKey });
    const forged = encodePowAnswer({
      challenge: { parameters: { ...own.parameters }, signature: own.signature! },
      solution: ownSolution!,
    });
    expect((await loginWith({ id: '', answer: forged })).json()).toMatchObject(invalid);
  });

  it('refuses a solution sent with another challenge id', async () => {
    const { answer } = await solvePow(await challenge());
    const other = await challenge();
    expect((await loginWith({ id: other.id, answer })).json()).toMatchObject(invalid);
  });

  it('expires after 10 minutes', async () => {
    const fresh = await solvePow(await challenge());
    const stale = await solvePow(await challenge());
    t.clock.advance(minutes(9));
    expect((await loginWith(fresh)).statusCode).toBe(200);
    t.clock.advance(minutes(1) + 1);
    expect((await loginWith(stale)).json()).toMatchObject(invalid);
  });

  it('answers invalid_captcha, not an error, for answers that are not payloads', async () => {
    for (const answer of ['x', '!!!', Buffer.from('{"challenge":1}').toString('base64')]) {
      const res = await loginWith({ id: 'x', answer });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(invalid);
    }
    const missing = await loginWith(undefined);
    expect(missing.json()).toMatchObject({ code: 'validation_failed' });
    expect(missing.json().fields).toHaveProperty('captcha');
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

describe('GET /v1/docs/json', () => {
  it('documents both kinds of challenge and both shapes of answer', async () => {
    const doc = (await request(t.app).get('/v1/docs/json')).json();
    const challenge =
      doc.paths['/v1/auth/captcha'].get.responses['200'].content['application/json'];
    const kinds = (challenge.schema.oneOf ?? challenge.schema.anyOf) as { properties: object }[];
    expect(kinds.map((k) => Object.keys(k.properties).sort())).toEqual([
      ['challenge', 'expiresAt', 'id', 'provider'],
      ['provider', 'siteKey'],
    ]);
    const login = doc.paths['/v1/auth/login'].post.requestBody.content['application/json'];
    const answer = login.schema.properties.captcha.anyOf as { type: string }[];
    expect(answer.map((a) => a.type)).toEqual(['object', 'string']);
  });
});

describe('across instances', () => {
  it('a challenge from one instance passes on another with the same SESSION_SECRET', async () => {
    const other = await createTestApp({ CAPTCHA_POW_MAX_COUNTER: '40' });
    const stranger = await createTestApp({
      CAPTCHA_POW_MAX_COUNTER: '40',
      SESSION_SECRET: 'another-secret-that-is-long-enough-987654321',
    });
    try {
      const solved = await solvePow(await challenge());
      expect((await loginWith(solved, stranger)).json()).toMatchObject(invalid);
      expect((await loginWith(solved, other)).statusCode).toBe(200);
    } finally {
      await other.close();
      await stranger.close();
    }
  });
});

describe('default difficulty', () => {
  it('draws the counter from [1250, 2500] and is solved for real', async () => {
    const app = await createTestApp();
    try {
      const c = await fetchPowChallenge(app.app, freshIp());
      const solved = await solvePow(c);
      expect(solved.counter).toBeGreaterThanOrEqual(1250);
      expect(solved.counter).toBeLessThanOrEqual(2500);
      expect((await loginWith(solved, app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('CAPTCHA_BYPASS', () => {
  it('passes with NODE_ENV=test and is ignored if the app runs otherwise', async () => {
    expect((await loginWith({ id: 'x', answer: captchaBypass })).statusCode).toBe(200);
    const app = await createTestApp();
    try {
      // Configuration refuses the bypass outside tests (config.test.ts); the check holds anyway.
      app.config.env = 'development';
      expect((await loginWith({ id: 'x', answer: captchaBypass }, app)).json()).toMatchObject(
        invalid,
      );
    } finally {
      await app.close();
    }
  });
});
