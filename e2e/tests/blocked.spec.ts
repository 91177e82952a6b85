import type { Page } from '@playwright/test';
import { admin } from '../support/env.ts';
import {
  adminApi,
  blockViaApi,
  expect,
  signIn,
  signUpViaApi,
  test,
  type TestUser,
} from '../support/fixtures.ts';

/** The admin's account list, filtered down to `user`'s row. */
async function findInAdminList(page: Page, user: TestUser) {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin/users');
  await page.getByLabel('Search accounts').fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  return row;
}

test('a blocked user sees only the blocked page until unblocked', async ({ adminPage, page }) => {
  // A sign-in through the form, solving the real proof-of-work captcha, and two browsers.
  test.slow();
  const user = await signUpViaApi(page.request);
  const reason = `Chargeback under review (${user.username})`;
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: `${user.name}, account menu` })).toBeVisible();

  await adminPage.goto('/dashboard');
  const row = await findInAdminList(adminPage, user);

  await test.step('the admin blocks the user with a reason', async () => {
    await row.getByRole('button', { name: `Block ${user.username}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Block @${user.username}` });
    await expect(dialog.getByRole('radio', { name: 'Freeze' })).toBeChecked();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Block account' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Frozen', { exact: true })).toBeVisible();
  });

  await test.step("the user's next navigation lands on the blocked page", async () => {
    await page.getByRole('button', { name: `${user.name}, account menu` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/account/blocked');
    await expect(
      page.getByRole('heading', { name: 'Your account is temporarily restricted' }),
    ).toBeVisible();
    await expect(page.getByTestId('blocked-reason')).toHaveText(reason);
    await expect(page.getByRole('link', { name: 'support@e2e.soundpost.test' })).toHaveAttribute(
      'href',
      'mailto:support@e2e.soundpost.test',
    );
    await expect(page.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute(
      'href',
      'https://help.soundpost.test/',
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/account/blocked');
  });

  await test.step('its sign-out button ends the session', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fdashboard');
  });

  await test.step('once unblocked, the user signs in to the dashboard', async () => {
    await row.getByRole('button', { name: `Unblock ${user.username}` }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await signIn(page, user);
  });
});

test('after a reload the blocked page reads the ban and its reason from the server', async ({
  page,
  playwright,
}) => {
  const user = await signUpViaApi(page.request);
  const reason = `Fraudulent streams (${user.username})`;
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: `${user.name}, account menu` })).toBeVisible();
  const adminRequest = await adminApi(playwright);
  await blockViaApi(adminRequest, user.id, reason, 'banned');
  await adminRequest.dispose();

  const expectBanPage = async () => {
    await expect(page).toHaveURL('/account/blocked');
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(page.getByText('Your account has been suspended for breaking')).toBeVisible();
    await expect(page.getByTestId('blocked-reason')).toHaveText(reason);
  };
  // The browser still holds the user as it was before the ban.
  await page.goto('/account/blocked');
  await expectBanPage();
  await page.reload();
  await expectBanPage();
  // Only the session cookie is left: everything shown comes from the server.
  await page.evaluate('window.localStorage.clear()');
  await page.reload();
  await expectBanPage();
});

test('an admin impersonates a user, then goes back to the admin list', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signIn(page, admin, '/admin/releases');
  const row = await findInAdminList(page, user);

  await row.getByRole('button', { name: `Impersonate ${user.username}` }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { name: `Welcome, ${user.name.split(' ')[0]}!` }),
  ).toBeVisible();
  await expect(page.getByText(`You are acting as ${user.name} (@${user.username}).`)).toBeVisible();

  await page.getByRole('button', { name: `${user.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByText(/^You are acting as/)).toBeHidden();
  await expect(page.getByRole('button', { name: `${user.name}, account menu` })).toBeHidden();
});
