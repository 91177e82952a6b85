import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { expect, signInViaApi, signUpViaApi } from '../support/fixtures.ts';
import { submitReleaseViaApi, withReleaseFiles } from '../support/releases.ts';
import { clockAhead } from '../support/test-control.ts';

const journey = withReleaseFiles;
journey.slow(true, 'a release with uploads, a report import, then two withdrawals');

const fromApp = { origin: appUrl };
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const header =
  'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD';

journey(
  'with manual approval, an admin pays one withdrawal and rejects another; the artist reads why',
  async ({ page, adminPage, files }) => {
    const artist = await signUpViaApi(page.request, { verified: true });
    const tag = artist.username.slice(2, 10);
    const { id } = await submitReleaseViaApi(
      page.request,
      {
        title: `Vault ${tag}`,
        artist: `Nova ${tag}`,
        storeIds: ['spotify'],
        releaseDate: inDays(30),
      },
      files,
    );
    const tracks = await (await page.request.get(`/v1/releases/${id}/tracks`)).json();
    const isrc = (tracks as { items: { isrc: string }[] }).items[0]!.isrc;
    const row = ['2026-02-10', '2026-01', 'Spotify', 'Nova', `Vault ${tag}`, isrc, '', 9000, 'TR'];
    const imported = await adminPage.request.post('/v1/admin/royalty-imports', {
      headers: fromApp,
      multipart: {
        store: 'Spotify',
        period: '2026-01',
        currency: 'USD',
        file: {
          name: `vault-${tag}.tsv`,
          mimeType: 'text/tab-separated-values',
          buffer: Buffer.from(`${header}\n${[...row, '200.00'].join('\t')}\n`),
        },
      },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    const payout = await page.request.put('/v1/account/payout', {
      headers: fromApp,
      data: { method: 'paypal', email: `paid-${artist.email}` },
    });
    expect(payout.status()).toBe(200);

    // 85% of $200 is available after the free plan's 90-day wait: these calls run on a clock
    // of their own. Sessions are shorter, so the artist signs in again at that later time. The
    // approval setting is the whole app's: it is on only while these two withdrawals are asked
    // for.
    const manual = (on: boolean) =>
      adminPage.request.patch('/v1/admin/settings', {
        headers: fromApp,
        data: { payoutManualApproval: on },
      });
    expect((await manual(true)).status()).toBe(200);
    try {
      const later = clockAhead(91 * 86_400_000);
      await signInViaApi(page.request, artist, later);
      for (const [amount, key] of [
        ['60', `a-${tag}`],
        ['70', `b-${tag}`],
      ]) {
        const res = await page.request.post('/v1/royalties/withdrawals', {
          headers: { ...fromApp, ...later, 'idempotency-key': key! },
          data: { amount },
        });
        expect(res.status(), await res.text()).toBe(201);
        expect((await res.json()).status).toBe('requested');
      }
    } finally {
      await manual(false);
    }

    await adminPage.goto('/admin/withdrawals');
    const mine = (amount: string) =>
      adminPage
        .getByRole('row')
        .filter({ hasText: `@${artist.username}` })
        .filter({ hasText: amount });
    await expect(mine('$60.00')).toBeVisible();
    await mine('$60.00').getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText('Withdrawal approved: it is being paid.')).toBeVisible();
    await mine('$70.00').getByRole('button', { name: 'Reject' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Reject the withdrawal' });
    await dialog.getByLabel('Reason').fill('The PayPal name does not match your account.');
    await expectNoSeriousA11yViolations(adminPage);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(
      adminPage.getByText("Withdrawal rejected: the money is back in the artist's balance."),
    ).toBeVisible();

    await page.goto('/royalties');
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(
      history.getByText('Reason: The PayPal name does not match your account.'),
    ).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(history.getByText('Paid', { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(history.getByText('Rejected', { exact: true })).toBeVisible();
    // $170 credited, $60 paid out, the rejected $70 back in the balance.
    await expect(page.getByTestId('summary-balance')).toHaveText('$110.00');
    await expectNoSeriousA11yViolations(page);
  },
);
