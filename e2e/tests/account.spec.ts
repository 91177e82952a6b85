import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { randomBytes } from 'node:crypto';
import { linkIn, waitForMail } from '../support/mail.ts';
import { signInWithGoogle } from '../support/social.ts';
import {
  enableTwofactorViaApi,
  expect,
  newUser,
  signIn,
  signUpViaApi,
  test,
} from '../support/fixtures.ts';

test('change the e-mail with the password, then undo it from the old address', async ({ page }) => {
  const user = await signUpViaApi(page.request);
  const newEmail = newUser().email;

  await test.step('the change asks for the current password', async () => {
    await page.goto('/account');
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByLabel('Current password').first().fill('Not-my-password-1!');
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();
    await page.getByLabel('Current password').first().fill(user.password);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText(`Waiting for verification: ${newEmail}`)).toBeVisible();
  });

  await test.step('the link sent to the new address makes the change', async () => {
    const confirm = await waitForMail(newEmail, /Confirm your new email address/);
    await page.goto(linkIn(confirm, 'http://'));
    await expect(page.getByText('Your email address is verified')).toBeVisible();
  });

  const revertLink =
    await test.step('the old address gets a notice with an undo link', async () => {
      const notice = await waitForMail(
        user.email,
        /email address of your Soundpost account was changed/,
      );
      expect(notice.text).toContain(newEmail);
      return linkIn(notice, 'http://');
    });

  await test.step('undoing it ends the session and leads to a new password', async () => {
    await page.goto(revertLink);
    await expect(page.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await expect(page.getByText('Your previous email address is back')).toBeVisible();
    const password = 'Taken-back-pass-8!';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL('/auth/login');
    await signIn(page, { email: user.email, password });
  });

  await test.step('the same link does not work twice', async () => {
    await page.goto(revertLink);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByText('This link is invalid or has already been used')).toBeVisible();
  });
});

test('new recovery codes need the password', async ({ page }) => {
  const user = await signUpViaApi(page.request);
  await enableTwofactorViaApi(page.request, user);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(page.getByText('Your current recovery codes will stop working.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
});

test('a Google-only account sets its first password right after signing in', async ({ page }) => {
  const email = `sam.social.${randomBytes(4).toString('hex')}@e2e.soundpost.test`;
  await signInWithGoogle(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  // No password to ask for: the recent sign-in is the proof, and the form says so.
  await expect(
    page.getByText('changes like this one are allowed only within 10 minutes').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  const password = 'First-own-pass-6!';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
});
