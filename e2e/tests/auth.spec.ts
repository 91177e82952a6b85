import { appUrl, captcha } from '../support/env.ts';
import { message } from '../support/catalogs.ts';
import {
  answerCaptcha,
  expect,
  newUser,
  signIn,
  signOut,
  signUpViaApi,
  submitLogin,
  test,
  totp,
} from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

test('sign up, verify the e-mail, turn on two-factor and sign in with a code', async ({ page }) => {
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
    await expect(page).toHaveURL('/auth/two-factor');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Two-factor code, digit 1 of 6').focus();
    await page.keyboard.type(await totp(secret));
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: `${user.name}, account menu` })).toBeVisible();
  });
});

test('the verification e-mail is in the language the user signed up in', async ({ page }) => {
  const user = newUser();
  const auth = (key: string) => message('tr', 'auth', key);
  await page.goto('/auth/signup?lang=tr');
  await page.getByLabel(auth('fields.name'), { exact: true }).fill(user.name);
  await page.getByLabel(auth('fields.username'), { exact: true }).fill(user.username);
  await page.getByLabel(auth('fields.email'), { exact: true }).fill(user.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(user.password);
  await page.getByLabel(auth('fields.confirm')).fill(user.password);
  await expect(page.getByRole('img', { name: auth('captcha.imageAlt') })).toBeVisible();
  await page.getByLabel(auth('fields.captcha')).fill(captcha);
  await page.getByRole('checkbox', { name: auth('fields.acceptTerms') }).check();
  await page.getByRole('button', { name: auth('signup.submit') }).click();
  await expect(page).toHaveURL('/dashboard');

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
