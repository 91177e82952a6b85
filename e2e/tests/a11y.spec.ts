import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { admin, appUrl } from '../support/env.ts';
import {
  adminApi,
  answerCaptcha,
  blockViaApi,
  enableTwofactorViaApi,
  expect,
  signInViaApi,
  signUpViaApi,
  submitLogin,
  test,
} from '../support/fixtures.ts';
import { createSubmittedRelease } from '../support/releases.ts';

/**
 * axe on the page as it is now, in both themes. The app follows the system's preference until
 * the user picks a theme, so the page turns light, then dark, without a reload (theme.spec checks
 * the first paint in each scheme).
 */
async function auditThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

/** Opens `path`, waits until `ready` shows (data loaded), then runs axe in both themes. */
async function audit(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await auditThemes(page);
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name });

/**
 * From the review queue: a release's page, audited by `check`; taken into review, then its
 * reject dialog, audited again. Answers the dialog.
 */
async function reviewToRejectDialog(
  page: Page,
  title: string,
  check: (page: Page) => Promise<void>,
) {
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Artwork of ${title}`, exact: true })).toBeVisible();
  await check(page);
  await page.getByRole('button', { name: 'Take into review' }).click();
  await expect(page.getByText(/^You took this release into review/)).toBeVisible();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the release' });
  await expect(dialog).toBeVisible();
  await check(page);
  return dialog;
}

test.describe('in both themes', () => {
  // Each test audits several pages twice with axe (a few seconds each on 2 cores) and solves the
  // proof-of-work captcha: more than the default 45 s when the other worker is busy too.
  test.beforeEach(() => test.slow());

  test('public pages, with the login form showing its errors', async ({ page }) => {
    await audit(page, '/', (p) => p.getByRole('heading', { level: 1 }));
    await audit(page, '/auth/login', heading('Sign in to Soundpost'));
    await answerCaptcha(page);
    await auditThemes(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await auditThemes(page);
    await audit(page, '/auth/signup', heading('Create your account'));
    await audit(page, '/auth/forgot-password', heading('Forgot your password?'));
    // The captcha's failed state, with its retry button.
    await page.route('**/v1/auth/captcha', (route) => route.abort());
    await audit(page, '/auth/forgot-password', (p) =>
      p.getByRole('button', { name: 'Verify again' }),
    );
    await page.unroute('**/v1/auth/captcha');
  });

  test('the two-factor step of a sign-in', async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await enableTwofactorViaApi(request, user);
    await page.goto('/auth/login');
    await submitLogin(page, user);
    await expect(page).toHaveURL('/auth/twofactor');
    await expect(page.getByLabel('Two-factor code, digit 1 of 6')).toBeFocused();
    await auditThemes(page);
  });

  test('dashboard and account settings', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    // The account's events, at the bottom, load as they near the viewport (decision 043): scrolled
    // to, so that axe sees every card filled.
    await page.goto('/dashboard');
    const activity = page.getByRole('region', { name: 'Account activity' });
    await activity.scrollIntoViewIfNeeded();
    await expect(activity.getByText('Account created')).toBeVisible();
    await auditThemes(page);
    await audit(page, '/account', heading('Personal details'));
    await audit(page, '/account/notifications', (p) =>
      p.getByRole('switch', { name: 'Marketing emails' }),
    );
    await audit(page, '/account/security', (p) => p.getByText('This device'));
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(page.getByLabel('Current password')).toBeVisible();
    await auditThemes(page);
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await auditThemes(page);
  });

  test('the blocked page', async ({ page, playwright }) => {
    const user = await signUpViaApi(page.request);
    const adminRequest = await adminApi(playwright);
    await blockViaApi(adminRequest, user.id, 'Unpaid invoices');
    await adminRequest.dispose();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/account/blocked');
    await expect(page.getByTestId('blocked-reason')).toHaveText('Unpaid invoices');
    await expect(page.getByRole('link', { name: 'Visit the help centre' })).toBeVisible();
    await auditThemes(page);
  });

  test('the admin account list and its block dialog', async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await signInViaApi(page.request, admin);
    await audit(page, '/admin/users', (p) => p.getByRole('table'));
    await page.getByLabel('Search accounts').fill(user.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Block ${user.username}` }).click();
    await expect(page.getByRole('dialog', { name: `Block @${user.username}` })).toBeVisible();
    await auditThemes(page);
  });

  test('royalties: an artist without earnings, and the admin reports page', async ({ page }) => {
    await signUpViaApi(page.request);
    await audit(page, '/royalties', heading('Royalties'));
    await signInViaApi(page.request, admin);
    await audit(page, '/admin/royalties', heading('Royalty reports'));
    // A store's column mapping form, empty (none saved yet).
    await page.getByRole('combobox', { name: 'Store to map' }).click();
    await page.getByRole('option', { name: 'Deezer', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeVisible();
    // The import form's CSV format, for a store without a mapping: the note pointing to it.
    await page.getByRole('combobox', { name: 'Format', exact: true }).click();
    await page.getByRole('option', { name: "CSV (the store's saved column mapping)" }).click();
    await page.getByRole('combobox', { name: 'Store', exact: true }).click();
    await page.getByRole('option', { name: 'Deezer', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Set up the mapping' })).toBeVisible();
    // The import form's field errors, checked before anything is sent.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Choose the report file.')).toBeVisible();
    await auditThemes(page);
  });

  test('the admin settings, with a field error, and an account page', async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await signInViaApi(page.request, admin);
    await audit(page, '/admin/settings', (p) => p.getByLabel('DDEX party id'));
    // Checked in the browser, before anything is saved.
    await page.getByLabel('UPC prefix').fill('12ab');
    await page
      .getByRole('region', { name: 'Releases' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText('Enter 1 to 10 digits.')).toBeVisible();
    await auditThemes(page);
    await audit(page, `/admin/users/${user.id}`, heading(user.name));
  });

  test('the review queue, a release under review and its reject dialog', async ({
    page,
    request,
  }) => {
    const release = await createSubmittedRelease(request);
    await signInViaApi(page.request, admin);
    await audit(page, '/admin/releases', (p) => p.getByRole('link', { name: release.title }));
    const dialog = await reviewToRejectDialog(page, release.title, auditThemes);
    await expect(dialog.getByLabel('Message to the artist')).toBeFocused();
  });

  test('the takedown queue', async ({ page, request }) => {
    // A paid plan may ask for a takedown as soon as the release is approved.
    const release = await createSubmittedRelease(request, { plan: 'pro' });
    await signInViaApi(page.request, admin);
    for (const step of ['take', 'approve']) {
      const res = await page.request.post(`/v1/admin/releases/${release.id}/${step}`, {
        headers: { origin: appUrl },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const asked = await request.post(`/v1/releases/${release.id}/takedown`, {
      headers: { origin: appUrl },
      data: { confirm: true },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await audit(page, '/admin/takedowns', (p) =>
      p.getByRole('button', { name: `Process the takedown of ${release.title}` }),
    );
  });

  test('the store list and its edit drawer', async ({ page }) => {
    await signInViaApi(page.request, admin);
    await audit(page, '/admin/stores', (p) => p.getByRole('switch', { name: 'Spotify enabled' }));
    await page.getByRole('button', { name: 'Edit Spotify' }).click();
    await expect(page.getByRole('dialog', { name: 'Spotify: store settings' })).toBeVisible();
    await auditThemes(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    /** No sideways scrolling and no serious axe violation on the page as it is now. */
    const check = async (page: Page) => {
      await expectNoSideScroll(page);
      await auditThemes(page);
    };
    const phoneAudit = async (page: Page, path: string, ready: (page: Page) => Locator) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await check(page);
    };

    // Every admin page, in two journeys that the two workers run side by side.
    test('the admin release pages and accounts, without sideways scrolling @phone', async ({
      page,
      request,
    }) => {
      const release = await createSubmittedRelease(request, { plan: 'pro' });
      await signInViaApi(page.request, admin);

      await phoneAudit(page, '/admin/releases', (p) =>
        p.getByRole('link', { name: release.title }),
      );
      await reviewToRejectDialog(page, release.title, check);
      await page.getByRole('button', { name: 'Cancel' }).click();

      // Approved: its page lists its deliveries once the delivery job has made them.
      const approved = await page.request.post(`/v1/admin/releases/${release.id}/approve`, {
        headers: { origin: appUrl },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      await expect
        .poll(async () => {
          const res = await page.request.get(`/v1/admin/releases/${release.id}/deliveries`);
          return ((await res.json()) as { items: unknown[] }).items.length;
        })
        .toBeGreaterThan(0);
      await phoneAudit(page, `/admin/releases/${release.id}`, (p) =>
        p.getByRole('region', { name: 'Deliveries' }).getByText('Spotify'),
      );

      // Taken down at the artist's request: a card in the takedown queue.
      const asked = await request.post(`/v1/releases/${release.id}/takedown`, {
        headers: { origin: appUrl },
        data: { confirm: true },
      });
      expect(asked.status(), await asked.text()).toBe(200);
      await phoneAudit(page, '/admin/takedowns', (p) =>
        p.getByRole('button', { name: `Process the takedown of ${release.title}` }),
      );

      const review = await page.request.get(`/v1/admin/releases/${release.id}`);
      const { owner } = (await review.json()) as { owner: { name: string; email: string } };
      await phoneAudit(page, '/admin/users', (p) => p.getByLabel('Search accounts'));
      await page.getByLabel('Search accounts').fill(owner.email);
      await expect(page.getByRole('list', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(
        1,
      );
      await check(page);
      await page.getByRole('link', { name: owner.name }).click();
      await expect(heading(owner.name)(page)).toBeVisible();
      await expect(page.getByText(release.title)).toBeVisible();
      await check(page);
    });

    test('the admin stores, settings and audit log, without sideways scrolling @phone', async ({
      page,
    }) => {
      await signInViaApi(page.request, admin);
      await phoneAudit(page, '/admin/stores', (p) =>
        p.getByRole('switch', { name: 'Spotify enabled' }),
      );
      await page.getByRole('button', { name: 'Edit Spotify' }).click();
      await expect(page.getByRole('dialog', { name: 'Spotify: store settings' })).toBeVisible();
      await check(page);

      await phoneAudit(page, '/admin/settings', (p) => p.getByLabel('DDEX party id'));
      await phoneAudit(page, '/admin/audit', heading('Audit log'));
    });
  });
});
