import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { text } from '../support/catalogs.ts';
import { appUrl } from '../support/env.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { submitReleaseViaApi, withReleaseFiles } from '../support/releases.ts';
import { clockAhead } from '../support/test-control.ts';

const journey = withReleaseFiles;
journey.slow(true, 'a purchase, a release with uploads, a split, an import and a withdrawal');

const tr = (ns: string, key: string, values?: Record<string, string | number>) =>
  text('tr', ns, key, values);
const usd = (amount: number) =>
  new Intl.NumberFormat('tr', { style: 'currency', currency: 'USD' }).format(amount);
const fromApp = { origin: appUrl };
const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A distributor TSV with one line of $1,000.00 for the track, sold in January 2026. */
const report = (isrc: string, title: string) =>
  [
    'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD',
    ['2026-02-10', '2026-01', 'Spotify', 'Nova', title, isrc, '', 90000, 'TR', '1000.00'].join(
      '\t',
    ),
    '',
  ].join('\n');

journey(
  'in Turkish: a free artist upgrades, shares a release, is paid for it, withdraws and gets the statement',
  async ({ page, adminPage, browser, files }, testInfo) => {
    const owner = await signUpViaApi(page.request, { lang: 'tr', verified: true });
    const tag = owner.username.slice(2, 10);
    const title = `Para ${tag}`;

    await test.step('the free artist buys the Artist plan through the sandbox checkout', async () => {
      await page.goto('/dashboard');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Türkçe' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await page
        .getByRole('banner')
        .getByRole('link', { name: tr('common', 'nav.upgrade') })
        .click();
      await expect(page).toHaveURL('/upgrade?from=v3_navbar');
      const artistName = tr('plans', 'names.artist');
      await page
        .locator('[data-plan="artist"]')
        .getByRole('button', { name: tr('plans', 'cta.buy', { plan: artistName }) })
        .click();
      await expect(page.getByText(tr('plans', 'sandbox.label'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page
        .getByRole('button', { name: tr('plans', 'sandbox.confirm', { amount: usd(49.99) }) })
        .click();
      await expect(page.getByText(tr('plans', 'sandbox.paid'))).toBeVisible();
    });

    const { id } = await submitReleaseViaApi(
      page.request,
      { title, artist: `Nova ${tag}`, storeIds: ['spotify'], releaseDate: inDays(30) },
      files,
    );
    const tracks = (await (await page.request.get(`/v1/releases/${id}/tracks`)).json()) as {
      items: { isrc: string }[];
    };
    const collaboratorContext = await browser.newContext();
    const collaborator = await signUpViaApi(collaboratorContext.request, { lang: 'tr' });

    const invited = await page.request.post(`/v1/releases/${id}/splits`, {
      headers: fromApp,
      data: { email: collaborator.email, percent: 30 },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const mail = await waitForMail(collaborator.email, /kazanç paylaşımına davet etti/);
    const token = new URL(linkIn(mail, `${appUrl}/splits/invitation?token=`)).searchParams.get(
      'token',
    );
    // The acceptance and the report are dated 31 days back, so that the Artist plan's 30-day
    // payout wait is over today: these two calls run on a clock of their own.
    {
      const monthBack = { ...fromApp, ...clockAhead(-31 * day) };
      const accepted = await collaboratorContext.request.post('/v1/split-invitations/accept', {
        headers: monthBack,
        data: { token },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      const imported = await adminPage.request.post('/v1/admin/royalty-imports', {
        headers: monthBack,
        multipart: {
          store: 'Spotify',
          period: '2026-01',
          currency: 'USD',
          file: {
            name: `para-${tag}.tsv`,
            mimeType: 'text/tab-separated-values',
            buffer: Buffer.from(report(tracks.items[0]!.isrc, title)),
          },
        },
      });
      expect(imported.status(), await imported.text()).toBe(201);
    }
    await collaboratorContext.close();

    await test.step('the artist sees their 70% of the free plan’s 85%, and the split', async () => {
      await page.goto('/royalties');
      await expect(
        page.getByRole('heading', { level: 1, name: tr('royalties', 'title') }),
      ).toBeVisible();
      // January was sold on the free plan: 85% of $1,000, of which the collaborator has 30%.
      await expect(page.getByTestId('summary-balance')).toHaveText(usd(595));
      await expect(page.getByTestId('summary-available')).toHaveText(usd(595));
      const breakdown = page.getByRole('region', { name: tr('royalties', 'breakdown.title') });
      await breakdown.getByRole('button', { name: /Spotify/ }).click();
      const drawer = page.getByRole('dialog', {
        name: tr('royalties', 'lines.title', { what: 'Spotify' }),
      });
      await expect(drawer).toContainText(
        tr('royalties', 'line.splitShare', { share: 85, split: 70 }),
      );
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    });

    await test.step('the artist sets up PayPal and withdraws $100', async () => {
      await page.goto('/account/payout');
      const section = page.getByRole('region', { name: tr('payouts', 'title') });
      await section.getByRole('radio', { name: tr('payouts', 'methods.paypal') }).check();
      await section.getByLabel(tr('payouts', 'email')).fill(`paypal-${owner.email}`);
      await section.getByRole('button', { name: tr('payouts', 'save') }).click();
      await expect(page.getByText(tr('payouts', 'saved'))).toBeVisible();

      await page.goto('/royalties');
      await page.getByRole('button', { name: tr('royalties', 'withdrawals.withdraw') }).click();
      const dialog = page.getByRole('dialog', { name: tr('payouts', 'withdraw.title') });
      await dialog.getByLabel(tr('payouts', 'withdraw.amount')).fill('100');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: tr('payouts', 'withdraw.submit') }).click();
      await expect(page.getByText(tr('payouts', 'withdraw.requested'))).toBeVisible();
      await expect(page.getByTestId('summary-balance')).toHaveText(usd(495));
      const history = page.getByRole('region', { name: tr('royalties', 'withdrawals.title') });
      await expect(async () => {
        await page.reload();
        await expect(
          history.getByText(tr('payouts', 'admin.statuses.paid'), { exact: true }),
        ).toBeVisible({
          timeout: 5_000,
        });
      }).toPass({ timeout: 60_000 });
    });

    await test.step('the statement of the month the credit was posted, as a Turkish PDF', async () => {
      const month = new Date(Date.now() - 31 * day).toISOString().slice(0, 7);
      const statements = page.getByRole('region', { name: tr('royalties', 'statements.title') });
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        statements
          .getByRole('link', { name: tr('royalties', 'statements.pdfLabel', { month }) })
          .click(),
      ]);
      const pdfPath = testInfo.outputPath('ekstre.pdf');
      await pdf.saveAs(pdfPath);
      const { stdout } = await promisify(execFile)('pdftotext', [pdfPath, '-']);
      expect(stdout).toContain(tr('royalties', 'statement.title', { month }));
      // Money in the reader's locale with 2 decimals; the store reported 1000, 85% of it is 595.
      expect(stdout).toContain(usd(595));
      expect(stdout).toContain(usd(1000));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  },
);
