import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { text } from '../support/catalogs.ts';
import { expect, signUpViaApi } from '../support/fixtures.ts';
import { submitReleaseViaApi, withReleaseFiles } from '../support/releases.ts';

const journey = withReleaseFiles;
journey.slow(true, 'a release with uploads, then a report import');

const t = (key: string, values?: Record<string, string | number>) =>
  text('en', 'royalties', key, values);

/** A UTC day `days` from today (release dates need the store lead time). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const header =
  'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD';

/** A distributor TSV as a store sends it: two lines for the track, one nobody owns. */
function report(o: { isrc: string; upc: string; title: string; stray: string }) {
  const line = (cells: (string | number)[]) => cells.join('\t');
  return [
    header,
    line(['2026-02-10', '2026-01', 'Spotify', 'Nova', o.title, o.isrc, o.upc, 1200, 'TR', '12.34']),
    line(['2026-02-10', '2026-01', 'Spotify', 'Nova', o.title, '', o.upc, 300, 'DE', '5.00']),
    line([
      '2026-02-10',
      '2026-01',
      'Spotify',
      'Nobody',
      o.stray,
      'ZZ-ZZZ-26-99999',
      '',
      1,
      'US',
      '0.10',
    ]),
    '',
  ].join('\n');
}

journey(
  'an admin imports a report; the artist sees the amounts, opens their lines and downloads the statements',
  async ({ page, adminPage, files }, testInfo) => {
    const artist = await signUpViaApi(page.request);
    const tag = artist.username.slice(2, 10);
    const title = `Coin ${tag}`;
    const { id } = await submitReleaseViaApi(
      page.request,
      { title, artist: `Nova ${tag}`, storeIds: ['spotify'], releaseDate: inDays(30) },
      files,
    );
    const tracks = (await (await page.request.get(`/v1/releases/${id}/tracks`)).json()) as {
      items: { isrc: string }[];
    };
    const release = (await (await page.request.get(`/v1/releases/${id}`)).json()) as {
      upc: string;
    };
    const isrc = tracks.items[0]!.isrc;
    expect(isrc).toBeTruthy();
    const stray = `Stray ${tag}`;

    // The admin uploads the report through the form.
    await adminPage.goto('/admin/royalties');
    await expect(
      adminPage.getByRole('heading', { level: 1, name: t('admin.title') }),
    ).toBeVisible();
    await adminPage.getByRole('combobox', { name: t('admin.form.store'), exact: true }).click();
    await adminPage.getByRole('option', { name: 'Spotify', exact: true }).click();
    await adminPage.getByLabel(t('admin.form.period'), { exact: true }).fill('2026-01');
    const file = {
      name: `spotify-${tag}.tsv`,
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(report({ isrc, upc: release.upc ?? '', title, stray })),
    };
    await adminPage.locator('input[type="file"]').setInputFiles(file);
    await adminPage.getByRole('button', { name: t('admin.form.submit'), exact: true }).click();
    await expect(
      adminPage.getByText(t('admin.form.done', { lines: 3, matched: 2, unmatched: 1 })),
    ).toBeVisible();
    await expect(
      adminPage.getByRole('cell', { name: `spotify-${tag}.tsv`, exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage);

    // The same file again is refused, with the API's reason translated.
    await adminPage.getByRole('combobox', { name: t('admin.form.store'), exact: true }).click();
    await adminPage.getByRole('option', { name: 'Spotify', exact: true }).click();
    await adminPage.getByLabel(t('admin.form.period'), { exact: true }).fill('2026-01');
    await adminPage.locator('input[type="file"]').setInputFiles(file);
    await adminPage.getByRole('button', { name: t('admin.form.submit'), exact: true }).click();
    await expect(
      adminPage
        .getByRole('alert')
        .filter({ hasText: text('en', 'errors', 'royalty_report_duplicate') }),
    ).toBeVisible();
    await adminPage.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(adminPage);

    // The line nobody owns waits in the queue; the admin writes it off.
    const strayLine = adminPage.getByTestId('unmatched-line').filter({ hasText: stray });
    await strayLine.getByRole('button', { name: t('admin.unmatched.writeOff') }).click();
    await expect(strayLine).toBeHidden();

    await page.goto('/royalties');
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    // Free plan: 85% of 17.34.
    await expect(page.getByTestId('summary-balance')).toHaveText('$14.74');
    await expect(page.getByTestId('summary-pending')).toHaveText('$14.74');
    await expect(
      page.getByRole('button', { name: t('upsell.open', { amount: '$2.60' }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('payout.link') })).toHaveAttribute(
      'href',
      '/account/payout',
    );

    // The Spotify row opens the two report lines behind it.
    const breakdown = page.getByRole('region', { name: t('breakdown.title') });
    await breakdown.getByRole('button', { name: /Spotify/ }).click();
    const drawer = page.getByRole('dialog', { name: t('lines.title', { what: 'Spotify' }) });
    await expect(drawer.getByTestId('royalty-line')).toHaveCount(2);
    // Money in cents (85% of 12.34 is 10.489), the exact value on hover.
    await expect(drawer).toContainText('$10.49');
    await expect(drawer).toContainText(`spotify-${tag}.tsv`);
    await expect(drawer).toContainText(t('line.share', { percent: 85 }));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // One entry opens its own line.
    await page
      .getByRole('button', { name: t('entries.openLine', { amount: '$4.25', what: title }) })
      .click();
    await expect(page.getByRole('dialog').getByTestId('royalty-line')).toHaveCount(1);
    await page.keyboard.press('Escape');

    // This month's statement, as CSV and as PDF.
    const month = new Date().toISOString().slice(0, 7);
    const statements = page.getByRole('region', { name: t('statements.title') });
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      statements.getByRole('link', { name: t('statements.csvLabel', { month }) }).click(),
    ]);
    const csvText = readFileSync(await csv.path(), 'utf8');
    expect(csvText).toContain(`"${title}"`);
    // Numbers stay numbers in the CSV: bare and exact.
    expect(csvText).toContain(',14.73900000,');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      statements.getByRole('link', { name: t('statements.pdfLabel', { month }) }).click(),
    ]);
    const pdfPath = testInfo.outputPath('statement.pdf');
    await pdf.saveAs(pdfPath);
    const { stdout } = await promisify(execFile)('pdftotext', [pdfPath, '-']);
    expect(stdout).toContain(text('en', 'royalties', 'statement.title', { month }));
    expect(stdout).toContain('$14.74');

    // Both themes pass axe; on a phone the page does not scroll sideways.
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
    // A tooltip shown near the chart's right end stays where it was drawn after the screen
    // narrows (a phone turned upright): the chart clips it rather than widening the page.
    const chart = page.locator('.recharts-wrapper').first();
    const box = await chart.boundingBox();
    if (!box) throw new Error('the breakdown chart is not drawn');
    await chart.hover({ position: { x: box.width - 10, y: box.height / 2 } });
    await expect(page.locator('.recharts-tooltip-wrapper').first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  },
);
