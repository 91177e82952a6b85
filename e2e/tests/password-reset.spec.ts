import type { Page } from '@playwright/test';
import { appUrl } from '../support/env.ts';
import {
  answerCaptcha,
  expect,
  newUser,
  signIn,
  signUpViaApi,
  submitLogin,
  test,
} from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

const sent =
  'If an account exists for that address, we have sent a link to reset the password. The link expires in 2 hours.';
const rules =
  'Password must be at least 8 characters and contain a letter, a number and a special character';

async function requestReset(page: Page, email: string) {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(sent);
}

async function chooseNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

test('forgot password: the e-mailed link sets a new password, once', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const newPassword = newUser().password;

  await test.step('an unknown and a known address get the same answer', async () => {
    await requestReset(page, `nobody-${user.email}`);
    await requestReset(page, user.email);
  });

  const link = await test.step('the reset e-mail arrives', async () => {
    const mail = await waitForMail(user.email, /^Reset your Soundpost password$/);
    return linkIn(mail, `${appUrl}/auth/reset-password?token=`);
  });

  await test.step('the new password must follow the rules and be confirmed', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const password = page.getByLabel('New password');

    await chooseNewPassword(page, 'short');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The rule is the field's description too; the error is a second copy of it.
    await expect(page.getByText(rules)).toHaveCount(2);

    await chooseNewPassword(page, newPassword, `${newPassword}!`);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await chooseNewPassword(page, newPassword);
    await expect(page).toHaveURL('/auth/login');
    await expect(
      page.getByText('Your password has been changed. Sign in with the new one.'),
    ).toBeVisible();
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await submitLogin(page, user);
    // The toast about the change may still be showing: it is an alert too.
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid password' })).toBeVisible();
    await signIn(page, { email: user.email, password: newPassword });
  });

  await test.step('the used link says so as it opens, before any password is typed', async () => {
    await page.goto(link);
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid or has already been used',
    );
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
  });
});
