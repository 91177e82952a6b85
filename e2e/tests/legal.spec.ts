import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

// The second journey writes an operator's cookie policy that the first must not see.
test.describe.configure({ mode: 'serial' });

test('the legal pages open from the footer and from sign-up, in the chosen language', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [link, path, heading] of [
    ['Terms and conditions', '/terms-and-conditions', 'Terms and conditions'],
    ['Privacy policy', '/privacy-policy', 'Privacy policy'],
    ['Cookie policy', '/cookie-policy', 'Cookie policy'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Soundpost`);
  }

  // Prerendered: the text is in the page the server sends, before any JavaScript runs.
  const html = await (
    await page.request.get('/privacy-policy', { headers: { 'accept-language': 'tr' } })
  ).text();
  expect(html).toContain('data-prerendered="/privacy-policy"');
  expect(html).toContain('<title>Gizlilik politikası | Soundpost</title>');
  expect(html).toMatch(/<h1[^>]*>Gizlilik politikası<\/h1>/);

  await page.goto('/privacy-policy?lang=pt');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
  ).toBeVisible();

  await page.goto('/auth/signup?lang=en');
  const terms = page.getByRole('link', { name: 'terms and conditions', exact: true });
  await expect(terms).toHaveAttribute('href', '/terms-and-conditions');
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test("an operator's Markdown replaces the default, and its HTML stays text", async ({ page }) => {
  const dir = join(dataDir, 'legal');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'cookies.en.md');
  writeFileSync(
    file,
    '# Cookies at Label Ltd\n\nWe use **one** cookie.\n\n<script>window.injected = true</script><img src=x onerror="window.injected = true">\n\n[Click](javascript:window.injected=true)\n',
  );
  try {
    // The prerendered default would be out of date: the server sends the app shell.
    const html = await (await page.request.get('/cookie-policy')).text();
    expect(html).not.toContain('data-prerendered');
    await page.goto('/cookie-policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cookies at Label Ltd' }),
    ).toBeVisible();
    await expect(page.getByText('one', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(page.locator('article img')).toHaveCount(0);
    await expect(page.locator('article script')).toHaveCount(0);
    await page.getByRole('link', { name: 'Click' }).click({ trial: true });
    await expect(page.getByRole('link', { name: 'Click' })).not.toHaveAttribute(
      'href',
      /javascript/,
    );
    expect(
      await page.evaluate(() => (globalThis as { injected?: boolean }).injected),
    ).toBeUndefined();
  } finally {
    rmSync(file, { force: true });
  }
});
