import { randomInt } from 'node:crypto';
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { text, type Language } from '../support/catalogs.ts';
import { appUrl } from '../support/env.ts';
import { adminApi, expect, signUpInBrowser, signUpViaApi } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { publishViaAdmin, submitReleaseViaApi, withReleaseFiles } from '../support/releases.ts';
import { runJob } from '../support/test-control.ts';

const test = withReleaseFiles;
type Files = { cover: string; wav: string };

/** An address of its own: the referrer must not look like the visitors they bring. */
const otherIp = () => ({ 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` });

/** A referrer signed up in a browser of their own, with their code. */
async function referrerIn(browser: Browser, lang: Language = 'en') {
  const context = await browser.newContext({ extraHTTPHeaders: otherIp() });
  const user = await signUpViaApi(context.request, { lang });
  const { code } = (await (await context.request.get('/v1/referrals')).json()) as { code: string };
  return { user, code, page: await context.newPage(), close: () => context.close() };
}

/** A release of the signed-in user, submitted, then published by the administrator. */
async function publishRelease(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: Page['request'],
  files: Files,
) {
  const title = `Referral Song ${randomInt(1e9)}`;
  const release = {
    title,
    artist: 'Nova Referral',
    storeIds: ['spotify'],
    releaseDate: '2027-06-01',
  };
  const { id } = await submitReleaseViaApi(request, release, files);
  const admin = await adminApi(playwright);
  await publishViaAdmin(admin, id);
  await admin.dispose();
}

/** axe on the page as it is now, light then dark. */
async function auditThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

const r = (key: string, values?: Record<string, string | number>) =>
  text('en', 'referrals', key, values);

test('a referral is attributed from the link to the reward: a free month of Artist', async ({
  page,
  browser,
  playwright,
  files,
}) => {
  test.setTimeout(420_000);
  const referrer = await referrerIn(browser);
  const tier = referrer.page.getByTestId('referral-tier-artist-month');

  await test.step('the referrer finds the programme in the account menu, with a link to copy', async () => {
    await referrer.page.goto('/dashboard');
    await referrer.page
      .getByRole('button', { name: `${referrer.user.name}, account menu` })
      .click();
    await referrer.page.getByRole('menuitem', { name: r('title') }).click();
    await expect(referrer.page).toHaveURL('/referral-program');
    await expect(referrer.page.getByTestId('referral-link')).toHaveValue(
      `${appUrl}/?ref=${referrer.code}`,
    );
    await expect(tier.getByText(r('tier.progress', { counted: 0, threshold: 3 }))).toBeVisible();
    await auditThemes(referrer.page);
  });

  await test.step('a visitor follows the link, comes back from an ad, and signs up', async () => {
    await page.goto(`/?ref=${referrer.code}&utm_source=chat&utm_campaign=friends`);
    await page.goto('/?utm_source=ads&utm_campaign=winter');
    expect(await page.evaluate<string | null>("localStorage.getItem('utm_source')")).toBe('chat');
    await signUpInBrowser(page, 'en');
    await referrer.page.reload();
    await expect(referrer.page.getByText(r('counts.signedUp_one', { count: 1 }))).toBeVisible();
    await expect(tier.getByText(r('tier.progress', { counted: 0, threshold: 3 }))).toBeVisible();
  });

  await test.step('verified and published, the referred artist counts: 1 of 3', async () => {
    const visitor = await page.evaluate<string>("JSON.parse(localStorage.getItem('user')).email");
    const link = linkIn(await waitForMail(visitor, /./), `${appUrl}/auth/verify-email?token=`);
    await page.goto(link.replace(appUrl, ''));
    await expect
      .poll(async () => (await (await page.request.get('/v1/api/user')).json()).emailVerified)
      .toBe(true);
    await publishRelease(playwright, page.request, files);
    await runJob(page.request, 'referrals.sweep', { userId: referrer.user.id });
    await referrer.page.reload();
    await expect(tier.getByText(r('tier.progress', { counted: 1, threshold: 3 }))).toBeVisible();
    await expect(tier.getByText(r('tier.inProgress'))).toBeVisible();
  });

  await test.step('two more referred artists publish: the tier is completed and the referrer has Artist', async () => {
    for (let i = 0; i < 2; i++) {
      const context = await playwright.request.newContext({
        baseURL: appUrl,
        extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` },
      });
      await signUpViaApi(context, { verified: true, referredBy: referrer.code });
      await publishRelease(playwright, context, files);
      await context.dispose();
    }
    await runJob(page.request, 'referrals.sweep', { userId: referrer.user.id });
    await referrer.page.reload();
    await expect(tier.getByText(r('tier.completed'))).toBeVisible();
    await expect(tier.getByText(r('tier.progress', { counted: 3, threshold: 3 }))).toBeVisible();
    const me = await (await referrer.page.request.get('/v1/api/user')).json();
    expect(me.subscription.plan_name).toBe('artist');
    await auditThemes(referrer.page);
  });

  await test.step('on a phone the page fits', async () => {
    await referrer.page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(referrer.page);
  });
  await referrer.close();
});

test('in Turkish on a phone, a visitor with ?ref= signs up and the referrer sees it @phone', async ({
  page,
  browser,
}) => {
  const tr = (key: string, values?: Record<string, string | number>) =>
    text('tr', 'referrals', key, values);
  const referrer = await referrerIn(browser, 'tr');
  await referrer.page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/?ref=${referrer.code}&lang=tr`);
  await signUpInBrowser(page, 'tr');

  await referrer.page.goto('/referral-program?lang=tr');
  await expect(referrer.page.getByRole('heading', { name: tr('title') })).toBeVisible();
  await expect(referrer.page.getByText(tr('counts.signedUp_one', { count: 1 }))).toBeVisible();
  await expect(
    referrer.page
      .getByTestId('referral-tier-artist-month')
      .getByText(tr('tier.progress', { counted: 0, threshold: 3 })),
  ).toBeVisible();
  await expect(referrer.page.getByRole('button', { name: tr('link.copy') })).toBeVisible();
  await expectNoSideScroll(referrer.page);
  await auditThemes(referrer.page);
  await referrer.close();
});

test('an administrator sees the reward tiers on the settings page and saves one as it is', async ({
  adminPage,
}) => {
  const admin = (key: string) =>
    text('en', 'admin', `settings.referralTiers.${key}`, { tier: 'artist-month' });
  await adminPage.goto('/admin/settings');
  const section = adminPage.getByRole('region', { name: admin('title') });
  await expect(section.getByLabel(admin('threshold'))).toHaveValue('3');
  await expect(section.getByLabel(admin('rewardDays'))).toHaveValue('30');
  const saved = adminPage.waitForResponse(
    (res) =>
      res.url().endsWith('/v1/admin/referral-tiers/artist-month') &&
      res.request().method() === 'PUT',
  );
  await section
    .getByRole('form', { name: admin('tier') })
    .getByRole('button', { name: 'Save' })
    .click();
  expect((await saved).status()).toBe(200);
  await auditThemes(adminPage);
});
