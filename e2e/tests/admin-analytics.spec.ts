import { randomBytes } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { text } from '../support/catalogs.ts';
import { expect, test } from '../support/fixtures.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('en', 'analytics-admin', key, values);

const header = 'date\tstore\tcountry\tisrc\tstreams\tdownloads\tlisteners\tsaves\tplaylist_adds';

test('an admin imports a trend report and sees the import and its unmatched lines', async ({
  adminPage,
}) => {
  // ISRCs no track has, unique to this run (a report's content is imported once).
  const tag = randomBytes(3).toString('hex').toUpperCase().slice(0, 3);
  const isrc = `ZZ-${tag}-26-${String(Date.now() % 100_000).padStart(5, '0')}`;
  const report = [
    header,
    `2026-01-10\t\tTR\t${isrc}\t120\t2\t80\t5\t1`,
    `2026-01-11\tSpotify\tDE\t${isrc}\t90\t0\t60\t3\t0`,
    '',
  ].join('\n');

  await adminPage.goto('/admin/releases');
  await adminPage
    .getByRole('navigation', { name: text('en', 'admin', 'nav.label') })
    .getByRole('link', { name: text('en', 'admin', 'nav.analytics') })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(adminPage.getByText(t('subtitle'))).toBeVisible();
  await adminPage.getByRole('combobox', { name: t('form.store') }).click();
  await adminPage.getByRole('option', { name: 'Spotify', exact: true }).click();
  await adminPage.locator('input[type="file"]').setInputFiles({
    name: `trend-${tag}.tsv`,
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(report),
  });
  await adminPage.getByRole('button', { name: t('form.submit'), exact: true }).click();
  await expect(
    adminPage.getByText(t('form.done', { lines: 2, matched: 0, replaced: 0 })),
  ).toBeVisible();

  await expect(
    adminPage.getByRole('cell', { name: `trend-${tag}.tsv`, exact: true }),
  ).toBeVisible();
  const unmatched = adminPage.getByTestId('trend-unmatched-line').filter({ hasText: isrc });
  await expect(unmatched).toHaveCount(2);
  await expect(unmatched.first()).toContainText('2026-01-10');
  await expectNoSeriousA11yViolations(adminPage);
});
