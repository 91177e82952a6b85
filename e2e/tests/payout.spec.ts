import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { admin } from '../support/env.ts';
import { expect, signInViaApi, signUpViaApi, test } from '../support/fixtures.ts';

/** The artist's payout tab: PayPal set up on the sandbox the e2e app runs with. */
async function setUpPaypal(page: Page, email: string) {
  await page.goto('/account/payout');
  const section = page.getByRole('region', { name: 'Payout settings' });
  await expect(section.getByText('Not configured')).toBeVisible();
  await expect(section.getByText('Sandbox', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('radio', { name: 'PayPal' }).check();
  await section.getByLabel('Payout e-mail').fill(email);
  await section.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByText('Payout method saved.')).toBeVisible();
  await expect(section.getByText('Configured', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** The administrator's withdrawals page, on its default filter and on "All". */
async function openWithdrawals(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  await signInViaApi(context.request, admin);
  const page = await context.newPage();
  await page.goto('/admin/users');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Withdrawals' })
    .click();
  await expect(page).toHaveURL('/admin/withdrawals');
  await expect(page).toHaveTitle(/Withdrawals/);
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('requested');
  // The sandbox pays without an approval: other journeys' withdrawals are never "requested".
  const list = page
    .getByRole('table', { name: 'Withdrawals' })
    .or(page.getByRole('list', { name: 'Withdrawals' }));
  await expect(list.or(page.getByText('No withdrawals with this status.'))).toBeVisible();
  return { context, page, status };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`an artist sets up PayPal and an admin opens the withdrawals (${scheme})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const user = await signUpViaApi(page.request, { verified: true });
    await page.emulateMedia({ colorScheme: scheme });
    await setUpPaypal(page, `paypal-${user.email}`);

    const {
      context,
      page: adminPage,
      status,
    } = await openWithdrawals(browser, {
      colorScheme: scheme,
    });
    try {
      await expect(adminPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoSeriousA11yViolations(adminPage);
      await status.selectOption({ label: 'All' });
      await expect(adminPage).toHaveURL('/admin/withdrawals');
      await expect(status).toHaveValue('all');
      await expectNoSeriousA11yViolations(adminPage);
    } finally {
      await context.close();
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the payout tab and the withdrawals page fit the screen @phone', async ({
    page,
    browser,
  }) => {
    test.slow();
    const user = await signUpViaApi(page.request, { verified: true });
    await setUpPaypal(page, `paypal-${user.email}`);
    await expectNoSideScroll(page);

    const {
      context,
      page: adminPage,
      status,
    } = await openWithdrawals(browser, {
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await expectNoSideScroll(adminPage);
      await expectNoSeriousA11yViolations(adminPage);
      await status.selectOption({ label: 'All' });
      await expectNoSideScroll(adminPage);
      await expectNoSeriousA11yViolations(adminPage);
    } finally {
      await context.close();
    }
  });
});
