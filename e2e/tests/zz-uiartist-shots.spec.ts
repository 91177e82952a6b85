// Temporary: screenshots for a visual check; not committed.
import { createSubmittedRelease } from '../support/releases.ts';
import { test } from '../support/fixtures.ts';

test('screens', async ({ page }) => {
  test.setTimeout(180_000);
  const release = await createSubmittedRelease(page.request);
  await page.request.post('/v1/artists', {
    headers: { origin: 'http://127.0.0.1:3370' },
    data: { name: 'Nova Quintana', type: 'band', mainGenre: 'pop', country: 'ES' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, theme] of [
    ['es', 'light'],
    ['tr', 'dark'],
  ] as const) {
    await page.goto(`/dashboard?lang=${lang}`);
    await page.evaluate(`localStorage.setItem('theme', '${theme}')`);
    for (const [name, path] of [
      ['dashboard', '/dashboard'],
      ['artists', '/artists'],
      ['release', `/distributions/${release.id}`],
      ['wizard', `/distributions/new/basic-info`],
    ]) {
      await page.goto(`${path}?lang=${lang}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `../.tmp/shots/${name}-${lang}-${theme}.png`, fullPage: true });
    }
  }
});
