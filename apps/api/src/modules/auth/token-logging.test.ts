import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  captureMail,
  cookieOf,
  createUser,
  freshIp,
  signIn,
  tokenIn,
} from '../../test/factories.ts';

// Every log line of the app, as the operator's log collector would receive it.
const lines: string[] = [];
let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  mail = captureMail(t);
});
afterAll(() => t.close());

const captcha = { id: 'x', answer: captchaBypass };
const newPassword = 'Brand-new-pass-7!';

describe('bearer tokens never reach the logs', () => {
  it('a password reset, from the link request to the new password', async () => {
    const user = await createUser(t);
    const from = lines.length;
    const link = await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: user.email, captcha },
      freshIp(),
    );
    expect(link.statusCode).toBe(200);
    const token = tokenIn(mail.last(user.email), '/auth/reset-password');
    // The page the mail links to, then the call it makes.
    await request(t.app).get(`/auth/reset-password?token=${token}&lang=en`);
    const reset = await request(t.app).post(`/v1/auth/password-reset/${token}`, {
      password: newPassword,
      confirm: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const login = await request(t.app).post(
      '/v1/auth/login',
      { username: user.username, password: newPassword, captcha },
      freshIp(),
    );
    const session = cookieOf(login)!.split('=')[1]!;

    const logged = lines.slice(from).join('\n');
    expect(logged).toContain('"url":"/v1/auth/password-reset/[redacted]"');
    expect(logged).toContain('"url":"/auth/reset-password?token=[redacted]&lang=en"');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(newPassword);
    expect(logged).not.toContain(session);
  });

  it('an e-mail verification, from the resend to the confirmation', async () => {
    const user = await createUser(t, { verified: false });
    const cookie = await signIn(t, user);
    const from = lines.length;
    const resend = await request(t.app, cookie).post('/v1/auth/verify-email/resend');
    expect(resend.statusCode).toBe(200);
    const token = tokenIn(mail.last(user.email), '/auth/verify-email');
    await request(t.app, cookie).get(`/auth/verify-email?token=${encodeURIComponent(token)}`);
    const verified = await request(t.app, cookie).post('/v1/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    // A second use fails: still no token in the lines.
    expect((await request(t.app).post('/v1/auth/verify-email', { token })).statusCode).toBe(400);

    const logged = lines.slice(from).join('\n');
    expect(logged).toContain('"url":"/auth/verify-email?token=[redacted]"');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(cookie.split('=')[1]!);
  });

  it('a token in a log call of any shape is redacted too', () => {
    const from = lines.length;
    t.app.log.info(
      {
        body: { token: 'secret-token-1', nested: { password: 'secret-pass-2' } },
        req: { headers: { cookie: 'sp_session=secret-cookie-3', authorization: 'Bearer s-4' } },
      },
      'a careless log call',
    );
    const logged = lines.slice(from).join('\n');
    expect(logged).toContain('a careless log call');
    for (const secret of ['secret-token-1', 'secret-pass-2', 'secret-cookie-3', 'Bearer s-4']) {
      expect(logged).not.toContain(secret);
    }
  });
});
