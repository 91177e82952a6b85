import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';

const rows = [
  'Release types',
  'Platforms',
  'Audio quality',
  'Metadata',
  'Pre-save campaigns',
  'Premium artwork templates',
  'Release speed',
  'Schedules',
  'Royalty share',
  'Takedown of a release',
  'When earnings can be withdrawn',
  'Analytics',
  'Smart link analytics and customisation',
  'Monthly release limit',
  'Support response',
];

async function expectComparison(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(page.getByTestId('price-artist')).toHaveText('$49.99 / year');
  await expect(page.getByTestId('price-pro')).toHaveText('$99.99 / year');
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(rows);
  await page.getByRole('button', { name: 'How do I pay?' }).click();
  await expect(page.getByText(/the sandbox checkout, which takes no real money/)).toBeVisible();
}

async function expectBothThemesAccessible(page: Page) {
  const html = page.locator('html');
  await expectNoSeriousA11yViolations(page);
  const toggle = page.getByRole('contentinfo').getByRole('button', { name: /Switch to/ });
  const before = await html.getAttribute('data-mantine-color-scheme');
  await toggle.click();
  await expect(html).not.toHaveAttribute('data-mantine-color-scheme', before ?? '');
  await expectNoSeriousA11yViolations(page);
}

test('a visitor compares the plans on /upgrade, in both themes', async ({ page }) => {
  await page.goto('/upgrade');
  await expect(page).toHaveURL('/upgrade');
  await expectComparison(page);
  await expect(
    page.locator('[data-plan="lite"]').getByRole('link', { name: 'Start for free' }),
  ).toBeVisible();
  // A visitor signs up first and comes back here to pay.
  await expect(
    page.locator('[data-plan="artist"]').getByRole('link', { name: 'Choose Artist' }),
  ).toHaveAttribute('href', '/auth/signup?redirect=%2Fupgrade');
  await expectBothThemesAccessible(page);
});

test('a free artist reaches /upgrade from the navbar with its source; /pro is the same screen', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto('/dashboard');
  const upgrade = page.getByRole('banner').getByRole('link', { name: 'Upgrade' });
  await expect(upgrade).toHaveAttribute('href', '/upgrade?from=v3_navbar');
  await upgrade.click();
  await expect(page).toHaveURL('/upgrade?from=v3_navbar');
  await expectComparison(page);
  await expect(page.locator('[data-plan="lite"]').getByText('Your plan')).toBeVisible();
  await expect(
    page.locator('[data-plan="pro"]').getByRole('button', { name: 'Choose Pro (Advanced)' }),
  ).toBeEnabled();

  await page.goto('/pro');
  await expectComparison(page);
  await expectBothThemesAccessible(page);
});

test('on a phone the comparison scrolls inside itself, never the page @phone', async ({ page }) => {
  await page.goto('/pro');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSideScroll(page);
  // The feature names stay in view while the plans scroll sideways.
  const firstHeader = page.getByRole('rowheader', { name: 'Royalty share' });
  const before = await firstHeader.boundingBox();
  const scrolled = await page.getByRole('table').evaluate((table) => {
    table.parentElement!.scrollLeft = 400;
    return table.parentElement!.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(100);
  await expect
    .poll(async () => Math.abs((await firstHeader.boundingBox())!.x - before!.x))
    .toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);
});
