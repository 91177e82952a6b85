import { randomBytes } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { text } from '../support/catalogs.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('en', 'analytics-admin', key, values);
/** The texts the two CSV mapping forms share. */
const m = (key: string, values?: Record<string, string | number>) =>
  text('en', 'admin', `csvMapping.${key}`, values);

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
  await adminPage.getByRole('combobox', { name: t('form.store'), exact: true }).click();
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

test("an admin sets up a store's trend CSV mapping from the import form, then imports a CSV", async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/admin/analytics');
  await page.getByRole('combobox', { name: t('form.store'), exact: true }).click();
  await page.getByRole('option', { name: 'Deezer', exact: true }).click();
  await page.getByRole('combobox', { name: t('form.format'), exact: true }).click();
  await page.getByRole('option', { name: t('form.formats.csv') }).click();
  await expect(page.getByText(m('noteMissing', { store: 'Deezer' }))).toBeVisible();
  await page.getByRole('button', { name: m('setUp') }).click();

  const section = page.getByRole('region', { name: t('mapping.title') });
  await expect(section.getByRole('heading', { name: t('mapping.title') })).toBeFocused();
  await expect(section.getByRole('combobox', { name: m('store') })).toHaveValue('Deezer');
  await expect(section.getByText(m('none', { store: 'Deezer' }))).toBeVisible();
  const columns = { date: 'Day', country: 'Territory', isrc: 'Recording', streams: 'Plays' };
  for (const [field, header] of Object.entries(columns)) {
    await section.getByRole('textbox', { name: t(`mapping.fields.${field}`) }).fill(header);
  }
  await section.getByRole('combobox', { name: m('delimiter') }).click();
  await page.getByRole('option', { name: m('delimiters.semicolon') }).click();
  await section.getByRole('button', { name: m('save') }).click();
  await expect(page.getByText(m('saved', { store: 'Deezer' }))).toBeVisible();
  await expect(page.getByText(m('noteSaved', { store: 'Deezer' }))).toBeVisible();
  // (axe checks the same form, and the note, on /admin/royalties in a11y.spec.)
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 667 });
  await expectNoSideScroll(page);
  await page.setViewportSize(desktop);

  // The import reads the store's CSV by the mapping just saved (an ISRC no track has).
  const isrc = `ZZ-CSV-26-${String(Date.now() % 100_000).padStart(5, '0')}`;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'deezer-trend.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Plays;Recording;Territory;Day\n12;${isrc};TR;2026-01-12\n`),
  });
  await page.getByRole('button', { name: t('form.submit'), exact: true }).click();
  await expect(page.getByText(t('form.done', { lines: 1, matched: 0, replaced: 0 }))).toBeVisible();
});
