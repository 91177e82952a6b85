import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialTestApp, type SocialTestApp } from './test/social-test-kit.ts';

let s: SocialTestApp;
beforeAll(async () => {
  s = await startSocialTestApp();
});
afterAll(() => s?.close());

describe('POST /v1/auth/apple/callback', () => {
  it("takes Apple's cross-site form_post to the web app's callback page with code and state", async () => {
    const b = s.browser();
    const { code, state, back } = await s.atProvider(b, 'apple', s.account().email);
    expect(back.body!.get('code')).toBe(code);
    expect(back.body!.get('state')).toBe(state);
  });

  it('sends the browser to login with error=auth_failed when Apple reports an error or no code', async () => {
    for (const form of ['error=user_cancelled_authorize&state=abc', 'state=abc', 'code=abc', '']) {
      const res = await s.postAppleCallback(s.browser(), form);
      expect(res.statusCode, form).toBe(303);
      expect(res.headers.location).toBe('/auth/login?error=auth_failed');
    }
  });
});

describe('POST /v1/auth/apple-login', () => {
  it('creates the account with the name Apple sent once, and finds it again without it', async () => {
    const who = s.account({ name: 'Nina Simone' });
    const b = s.browser();
    const first = await s.signIn('apple', who, { b });
    expect(first.statusCode).toBe(200);
    // Apple's ID token has no name; it came from the form_post's `user` field.
    expect(first.json().user).toMatchObject({
      name: 'Nina Simone',
      email: who.email,
      emailVerified: true,
    });
    expect(b.jar.sp_oidc_name).toBeUndefined();
    const user = (await s.findUser(who.email))!;
    expect(user).toMatchObject({ appleSub: who.sub, googleSub: null });
    expect(await s.activityOf(user.id)).toEqual(['signed_in_social', 'signed_up']);

    const again = await s.signIn('apple', who);
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ _id: user.id, name: 'Nina Simone' });
  });

  it("uses Apple's name only for the sign-in it was sent with", async () => {
    const b = s.browser();
    const miles = s.account({ name: 'Miles Davis' });
    const other = s.account({ email: 'quiet.person@example.com', name: 'Quiet Person' });
    await s.atProvider(s.browser(), 'apple', other.email); // Apple sends their name now, never again
    await s.atProvider(b, 'apple', miles.email); // leaves Miles's name in b's cookie
    const { code, state } = await s.atProvider(b, 'apple', other.email);
    const res = await b.post('/v1/auth/apple-login', { code, state, lang: 'en', source: 'web' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('quiet.person');
  });

  it('answers duplicated_email when the e-mail already has an account from Google', async () => {
    const who = s.account();
    expect((await s.signIn('google', who)).statusCode).toBe(200);
    const res = await s.signIn('apple', who);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('duplicated_email');
  });
});
