import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { admin, appUrl } from '../support/env.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { clockAhead, runJob } from '../support/test-control.ts';
import { expect, signInViaApi, signUpViaApi, test } from '../support/fixtures.ts';

const day = 86_400_000;

/**
 * The billing sweep a year on, for `userId`'s subscription alone, without moving the app's
 * clock: journeys running beside this one keep their sessions and their subscriptions.
 */
const sweepAYearOn = (request: APIRequestContext, userId: string) =>
  runJob(request, 'billing.sweep', { offsetMs: 366 * day, userId });

/** A free artist follows the navbar's Upgrade (from=v3_navbar) and buys Artist in the sandbox. */
async function buyArtist(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL('/upgrade?from=v3_navbar');
  const artist = page.locator('[data-plan="artist"]');
  await artist.getByRole('button', { name: 'Choose Artist' }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Sandbox — no real money')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$49.99');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  await expect(page.getByText('Payment confirmed. Your plan is active.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your subscription' }).click();
  await expect(page).toHaveURL('/account/subscription');
}

/** The same purchase through the API: the signed-in `request` pays for Artist in the sandbox. */
async function buyArtistViaApi(request: APIRequestContext) {
  const headers = { origin: appUrl };
  const start = await request.post('/v1/billing/checkout', { headers, data: { plan: 'artist' } });
  expect(start.status(), await start.text()).toBe(201);
  const { id } = (await start.json()) as { id: string };
  const paid = await request.post(`/v1/billing/checkouts/${id}/confirm`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('an administrator refunds a new Artist subscription from the account page; the user is free again', async ({
  page,
}) => {
  test.slow();
  const user = await signUpViaApi(page.request);
  await buyArtist(page);
  await expect(
    page.getByRole('region', { name: 'Subscription' }).getByTestId('current-plan'),
  ).toHaveText('Artist');

  // The purchase's invoice, by its number.
  const { invoices } = (await (await page.request.get('/v1/billing/subscription')).json()) as {
    invoices: { number: string }[];
  };
  const number = invoices.at(-1)!.number;

  await signInViaApi(page.request, admin);
  await page.goto(`/admin/users/${user.id}`);
  const billing = page.getByRole('region', { name: 'Subscription and invoices' });
  await expect(billing.getByText('Sandbox (no real money)')).toBeVisible();
  await expect(billing.getByText('Active', { exact: true })).toBeVisible();
  const row = billing.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('$49.99')).toBeVisible();
  await expect(row.getByText(/^Refundable until /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Refund invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund invoice ${number}?` });
  await expect(
    dialog.getByText(/\$49\.99 goes back to the customer, and the Artist plan ends now/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Refund and end the plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Invoice ${number} refunded. The account is on the Free plan now.`),
  ).toBeVisible();
  await expect(row.getByText(/^Refunded on /)).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(billing.getByText('Ended', { exact: true })).toBeVisible();

  await signInViaApi(page.request, user);
  await page.goto('/account/subscription');
  await expect(
    page.getByRole('region', { name: 'Subscription' }).getByTestId('current-plan'),
  ).toHaveText('Free');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toBeVisible();
});

test('a free artist upgrades through the sandbox, gets an invoice, cancels, and the plan ends at period end', async ({
  page,
}) => {
  test.slow();
  const user = await signUpViaApi(page.request);
  await buyArtist(page);

  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section.getByTestId('current-plan')).toHaveText('Artist');
  await expect(section.getByText(/^Renews on /)).toBeVisible();
  // The navbar's Upgrade button is gone: the session knows the new plan.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText('Artist plan, one year')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoices.getByRole('link', { name: /^Download invoice SP-\d{4}-\d{6} \(PDF\)$/ }).click(),
  ]);
  const file = await download.path();
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  expect(stdout).toMatch(/Invoice SP-\d{4}-\d{6}/);
  expect(stdout).toContain('49.99 USD');
  expect(stdout).toContain('Sandbox — no real money');
  // The receipt, through the mail queue and SMTP, with the link to that invoice.
  const receipt = await waitForMail(user.email, /^Your Soundpost receipt: Artist plan, one year$/);
  expect(receipt.text).toContain('49.99 USD for: Artist plan, one year');
  expect(linkIn(receipt, `${appUrl}/v1/billing/invoices/`)).toMatch(/\/pdf$/);

  await section.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog.getByText(/the end of the period you paid for/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(/^Ends on /)).toBeVisible();
  const notice = await waitForMail(user.email, /^Your Soundpost Artist plan is cancelled$/);
  expect(notice.text).toMatch(/You keep everything it includes until \w+ \d+, \d{4};/);
  // Cancelling changes nothing yet: the plan stays until the period ends.
  await expect(section.getByTestId('current-plan')).toHaveText('Artist');

  await sweepAYearOn(page.request, user.id);
  // The plan in force a year on, read then. The session has expired by then: sign in there.
  await signInViaApi(page.request, user, clockAhead(366 * day));
  const after = await (
    await page.request.get('/v1/billing/subscription', { headers: clockAhead(366 * day) })
  ).json();
  expect(after).toMatchObject({ plan: 'lite', subscription: { status: 'ended' } });
  await page.reload();
  await expect(section.getByText(/^Ended on /)).toBeVisible();
  await expect(section.getByRole('link', { name: 'See plans' })).toBeVisible();
});

test('a subscriber cancels, then keeps the plan: a sweep after the period end renews it', async ({
  page,
}) => {
  test.slow();
  const user = await signUpViaApi(page.request);
  await buyArtistViaApi(page.request);
  await page.goto('/account/subscription');
  const section = page.getByRole('region', { name: 'Subscription' });
  await section.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel at period end' })
    .click();
  await expect(section.getByText(/^Ends on /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 667 });
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByText(/^Your Artist plan stays: it renews on /)).toBeVisible();
  await expect(section.getByText(/^Renews on /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Keep my plan' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  await sweepAYearOn(page.request, user.id);
  const after = (await (await page.request.get('/v1/billing/subscription')).json()) as {
    plan: string;
    invoices: unknown[];
  };
  expect(after).toMatchObject({
    plan: 'artist',
    subscription: { status: 'active', scheduledChange: null },
  });
  // Renewed a year on: the purchase and the renewal.
  expect(after.invoices).toHaveLength(2);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the sandbox checkout and the Subscription tab pass axe (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signUpViaApi(page.request);
    await page.goto('/account/subscription');
    await expect(page.getByText('You are on the free plan.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await buyArtist(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the sandbox checkout and the Subscription tab fit the screen @phone', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/upgrade?from=v3_navbar');
    await page
      .locator('[data-plan="artist"]')
      .getByRole('button', { name: 'Choose Artist' })
      .click();
    await expect(page.getByText('Sandbox — no real money')).toBeVisible();
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Pay $49.99' }).click();
    await page.getByRole('link', { name: 'Go to your subscription' }).click();
    await expect(page.getByRole('region', { name: 'Invoices' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("the administrator's Subscription and invoices section fits the screen @phone", async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await buyArtistViaApi(page.request);
    await signInViaApi(page.request, admin);
    await page.goto(`/admin/users/${user.id}`);
    const billing = page.getByRole('region', { name: 'Subscription and invoices' });
    await expect(billing.getByRole('button', { name: /^Refund invoice / }).first()).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousA11yViolations(page);
  });
});
