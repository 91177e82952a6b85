import { appUrl, captcha } from '../support/env.ts';
import { message } from '../support/catalogs.ts';
import {
  answerCaptcha,
  captchaStatus,
  expect,
  newUser,
  signIn,
  signOut,
  signUpInBrowser,
  signUpViaApi,
  submitLogin,
  test,
  totp,
} from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

test('sign up, verify the e-mail, turn on two-factor and sign in with a code', async ({ page }) => {
  // Three forms, each solving the real proof of work: seconds each on a busy CI core.
  test.slow();
  const user = newUser();

  await test.step('sign up, the strength meter following the password', async () => {
    await page.goto('/auth/signup');
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    const password = page.getByLabel('Password', { exact: true });
    const strength = page.getByTestId('password-strength');
    await password.pressSequentially('abc1');
    await expect(strength).toHaveText('Password strength: weak');
    await password.pressSequentially('def!');
    await expect(strength).toHaveText('Password strength: medium');
    await password.fill(user.password);
    await expect(strength).toHaveText('Password strength: strong');
    await page.getByLabel('Confirm password').fill(user.password);
    await answerCaptcha(page);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Please verify your email address')).toBeVisible();
  });

  await test.step('open the link of the verification e-mail', async () => {
    const mail = await waitForMail(user.email, /^Confirm your email address for Soundpost$/);
    await page.goto(linkIn(mail, `${appUrl}/auth/verify-email?token=`));
    await expect(page.getByRole('status')).toHaveText('Your email address is verified. Thank you!');
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('heading', { name: `Welcome, ${user.name.split(' ')[0]}!` }),
    ).toBeVisible();
    await expect(page.getByText('Please verify your email address')).toBeHidden();
  });

  await test.step('sign out and in again with the password', async () => {
    await signOut(page, user);
    await signIn(page, user);
  });

  const secret = await test.step('turn on two-factor in the security settings', async () => {
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    // A stolen session alone cannot turn it on: the password is asked first.
    await page.getByLabel('Current password').fill('Not-my-password-1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('twofactor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('6-digit code').fill(await totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    return secret;
  });

  await test.step('sign out; signing in now asks for a code', async () => {
    await signOut(page, user);
    await submitLogin(page, user);
    await expect(page).toHaveURL('/auth/twofactor');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Two-factor code, digit 1 of 6').focus();
    await page.keyboard.type(await totp(secret));
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: `${user.name}, account menu` })).toBeVisible();
  });
});

test('sign-up shows every field error at once, each with its own message', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const text of [
    'Name is required',
    'Username is required',
    'Passwords do not match',
    'Please accept the terms to continue',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Username is too short')).toHaveCount(0);
  await page.getByLabel('Username', { exact: true }).fill('ab');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username is too short')).toBeVisible();
});

test('the verification e-mail is in the language the user signed up in', async ({ page }) => {
  const user = await signUpInBrowser(page, 'tr');

  const subject = message('tr', 'emails', 'verifyEmail.subject').replace(
    '{{product}}',
    'Soundpost',
  );
  const mail = await waitForMail(user.email, /./);
  expect(mail.subject).toBe(subject);
  expect(mail.text).toContain(message('tr', 'emails', 'verifyEmail.action'));
});

test('a wrong password and an unknown user are told apart', async ({ page, request }) => {
  const user = await signUpViaApi(request);

  await page.goto('/auth/login');
  await submitLogin(page, { email: user.email, password: `${user.password}x` });
  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await expect(page).toHaveURL('/auth/login');

  await page.goto('/auth/login');
  await submitLogin(page, { email: `nobody-${user.email}`, password: user.password });
  await expect(page.getByRole('alert')).toHaveText('Invalid username or email');
  await expect(page).toHaveURL('/auth/login');
});

test('the browser solves the proof of work itself; a failed check is retried by keyboard', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);

  await test.step('a challenge that cannot load fails, and "Verify again" fetches another', async () => {
    await page.route('**/v1/auth/captcha', (route) => route.abort());
    await page.goto('/auth/login');
    await expect(captchaStatus(page)).toHaveText('Failed to load captcha');
    await page.unroute('**/v1/auth/captcha');
    await page.getByRole('button', { name: 'Verify again' }).focus();
    await page.keyboard.press('Enter');
    await expect(captchaStatus(page)).toHaveText('Verified', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Verify again' })).toBeHidden();
  });

  const solved =
    await test.step('sign in with the solution the page found, not the bypass', async () => {
      await page.getByLabel('Username or email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      const sent = page.waitForRequest('**/v1/auth/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const body = (await sent).postDataJSON() as { captcha: { id: string; answer: string } };
      expect(body.captcha.answer).not.toBe(captcha);
      const payload = JSON.parse(Buffer.from(body.captcha.answer, 'base64').toString());
      expect(payload).toMatchObject({
        challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', data: { id: body.captcha.id } } },
        solution: { counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]+$/) },
      });
      await expect(page).toHaveURL('/dashboard');
      return body.captcha;
    });

  await test.step('the same solution sent again is refused', async () => {
    const replay = await request.post('/v1/auth/login', {
      headers: { origin: appUrl },
      data: { username: user.email, password: user.password, captcha: solved },
    });
    expect(replay.status()).toBe(400);
    expect((await replay.json()).message).toBe('Human verification failed. Please try again.');
  });
});

test('a solution left unused for 10 minutes expires and is verified again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/auth/forgot-password');
  await answerCaptcha(page);
  await page.clock.fastForward('09:46');
  await expect(captchaStatus(page)).toHaveText('Verification expired, verify again');
  await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.soundpost.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Human verification is required')).toBeVisible();
  await page.getByRole('button', { name: 'Verify again' }).click();
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /we have sent a link/ })).toBeVisible();
});
