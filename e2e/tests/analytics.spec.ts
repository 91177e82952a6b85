import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { text } from '../support/catalogs.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { adminApi, expect, setPlanViaApi, signUpViaApi } from '../support/fixtures.ts';
import { submitReleaseViaApi, withReleaseFiles } from '../support/releases.ts';

const journey = withReleaseFiles;
journey.slow(true, 'a release with uploads, then a trend import');

const t = (key: string, values?: Record<string, string | number>) =>
  text('en', 'analytics', key, values);

/** A UTC day `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const count = (n: number) => new Intl.NumberFormat('en').format(n);

const header =
  'date\tstore\tcountry\tisrc\tstreams\tdownloads\tlisteners\tsaves\tplaylist_adds\tcity\tsource\tage_band\tgender';

/** Spotify in Türkiye (Istanbul) and Brazil every day for 40 days; Deezer in Germany. */
function trendReport(isrc: string) {
  const lines = [header];
  let spotify7 = 0;
  let deezer7 = 0;
  let all30 = 0;
  for (let d = 1; d <= 40; d++) {
    const tr = 100 + d;
    const br = 40;
    const de = 10 + (d % 5);
    lines.push(
      `${day(-d)}\tSpotify\tTR\t${isrc}\t${tr}\t0\t${tr - 20}\t3\t1\tIstanbul\tplaylist\t18-24\tfemale`,
    );
    lines.push(`${day(-d)}\tSpotify\tBR\t${isrc}\t${br}\t0\t30\t1\t0\t\tsearch\t25-34\tmale`);
    lines.push(`${day(-d)}\tDeezer\tDE\t${isrc}\t${de}\t1\t${de}\t0\t0\t\tlibrary\t35-44\tfemale`);
    if (d <= 6) {
      spotify7 += tr + br;
      deezer7 += de;
    }
    if (d <= 29) all30 += tr + br + de;
  }
  return { body: `${lines.join('\n')}\n`, spotify7, deezer7, all30 };
}

async function importTrends(admin: APIRequestContext, report: string, name: string) {
  const res = await admin.post('/v1/admin/trend-imports', {
    headers: { origin: appUrl },
    multipart: {
      store: 'spotify',
      format: 'tsv',
      file: { name, mimeType: 'text/tab-separated-values', buffer: Buffer.from(report) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

journey(
  'a pro artist with imported trends switches periods, compares, filters a platform, opens a country and exports CSV',
  async ({ page, playwright, files }) => {
    const artist = await signUpViaApi(page.request);
    const admin = await adminApi(playwright);
    await setPlanViaApi(admin, artist.id, 'pro');
    const tag = artist.username.slice(2, 10);
    const { id } = await submitReleaseViaApi(
      page.request,
      {
        title: `Tide ${tag}`,
        artist: `Nova ${tag}`,
        storeIds: ['spotify', 'deezer'],
        releaseDate: day(30),
      },
      files,
    );
    const tracks = (await (await page.request.get(`/v1/releases/${id}/tracks`)).json()) as {
      items: { isrc: string }[];
    };
    const report = trendReport(tracks.items[0]!.isrc);
    await importTrends(admin, report.body, `trend-${tag}.tsv`);
    await admin.dispose();

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(page.getByText(t('utcNote'))).toBeVisible();
    const streams = page.getByRole('group', { name: t('metrics.streams'), exact: true });
    await expect(streams).toContainText(count(report.all30));

    await page.getByRole('combobox', { name: t('controls.period') }).click();
    await page.getByRole('option', { name: t('periods.last_7_days') }).click();
    await expect(streams).toContainText(count(report.spotify7 + report.deezer7));
    await expect(page).toHaveURL(/period=last_7_days/);

    const compare = page.getByRole('switch', { name: t('controls.compare') });
    await compare.click();
    await expect(compare).toBeChecked();
    await expect(streams).toContainText(/on the previous period/);

    await page.getByRole('combobox', { name: t('controls.platform') }).click();
    await page.getByRole('option', { name: 'Deezer', exact: true }).click();
    await expect(streams).toContainText(count(report.deezer7));
    await page.reload();
    await expect(streams).toContainText(count(report.deezer7));

    await page.getByRole('combobox', { name: t('controls.platform') }).click();
    await page.getByRole('option', { name: t('controls.allPlatforms') }).click();
    const countries = page.getByRole('region', { name: t('sections.countries') });
    // The sections below the fold are drawn as they come near the screen.
    await countries.scrollIntoViewIfNeeded();
    await countries.getByRole('button', { name: /^Türkiye: / }).click();
    const cities = page.getByRole('table', { name: t('map.selected', { country: 'Türkiye' }) });
    await expect(cities.getByRole('cell', { name: 'Istanbul' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('controls.export') }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '"day","streams","downloads","listeners","saves","playlistAdds","views","clicks"',
    );
    expect(csv.trim().split('\r\n')).toHaveLength(8);

    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);

    // A label: a second artist, and the selector shows each one's numbers.
    await page.request.post('/v1/artists', {
      headers: { origin: appUrl },
      data: { name: `Second ${tag}`, type: 'solo', mainGenre: 'pop', country: 'ES' },
    });
    await page.reload();
    await page.getByRole('combobox', { name: t('controls.artist') }).click();
    await page.getByRole('option', { name: `Second ${tag}` }).click();
    await expect(streams).toContainText(/^Streams0/);
    await page.getByRole('combobox', { name: t('controls.artist') }).click();
    await page.getByRole('option', { name: `Nova ${tag}` }).click();
    await expect(streams).not.toContainText(/^Streams0/);

    // On a phone, in Spanish.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/analytics?lang=es');
    await expect(
      page.getByRole('heading', { level: 1, name: text('es', 'analytics', 'title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: text('es', 'analytics', 'metrics.streams') }),
    ).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  },
);

journey('a free artist sees the basic view and the upsell', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 2, name: t('upsell.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('sections.platforms') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('sections.countries') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
