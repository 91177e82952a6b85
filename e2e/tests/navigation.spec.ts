import { expect, signUpViaApi, submitLogin, test } from '../support/fixtures.ts';
import { message } from '../support/catalogs.ts';
import { expectNoSideScroll } from '../support/layout.ts';

test('on a phone: landing, sign-in and the burger menu @phone', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const burger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      name: 'Get your music on every major store and streaming service',
    }),
  ).toBeVisible();
  // The header's own sign-in buttons give way to the burger on a small screen.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeHidden();

  await burger.click();
  await menu.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(menu).toBeHidden();
  await submitLogin(page, user);
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { name: `Welcome, ${user.name.split(' ')[0]}!` }),
  ).toBeVisible();

  await burger.click();
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await burger.click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');

  await burger.click();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fdashboard');
});

test('a toast shows below the header, never over its menus, on a desktop and on a phone', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    // The second request may be refused (a mail a minute): a toast either way.
    const toast = page.locator('.mantine-Notification-root').first();
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The header's controls answer while the toast shows.
    const control =
      viewport.width > 600
        ? page.getByRole('banner').getByRole('button', { name: /account menu/i })
        : page.getByRole('button', { name: 'Open menu' });
    await control.click({ trial: true });
  }
});

test("on a 390 px phone a free artist's header fits, the burger inside it, Upgrade in its menu @phone", async ({
  page,
}) => {
  // Four languages' dashboards on a shared machine: the wizard journeys' allowance.
  test.setTimeout(90_000);
  await signUpViaApi(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'es', 'pt', 'tr'] as const) {
    await page.goto(`/dashboard?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const burger = page.getByRole('banner').getByRole('button', {
      name: message(lang, 'common', 'nav.openMenu'),
    });
    await expect(burger).toBeVisible();
    await expectNoSideScroll(page);
    const box = (await burger.boundingBox())!;
    expect(box.x + box.width, lang).toBeLessThanOrEqual(390);
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: message('tr', 'common', 'nav.openMenu') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: message('tr', 'common', 'nav.upgrade') })
    .click();
  await expect(page).toHaveURL(/from=v3_navbar/);
});
