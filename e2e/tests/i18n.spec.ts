import type { Page } from '@playwright/test';
import { languages, message } from '../support/catalogs.ts';
import { expect, test } from '../support/fixtures.ts';

/** Keys i18next did not find (apps/web/src/lib/i18n.ts reports each one as a console error). */
function collectMissingKeys(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().startsWith('i18n missing key')) {
      missing.push(msg.text());
    }
  });
  return missing;
}

for (const lang of languages) {
  test(`${lang}: the landing and sign-in pages have every message`, async ({ page }) => {
    const missing = collectMissingKeys(page);

    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(lang, 'landing', 'hero.title'),
    );
    await expect(page).toHaveTitle(message(lang, 'common', 'titles.default'));

    await page.goto(`/auth/login?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('heading', { name: message(lang, 'auth', 'login.title') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${message(lang, 'common', 'titles.login')} | Soundpost`);
    await expect(
      page.getByRole('link', { name: message(lang, 'auth', 'social.google') }),
    ).toBeVisible();
    await expect(page.locator('[role="status"][data-captcha-status]')).toHaveText(
      message(lang, 'auth', 'captcha.verified'),
      { timeout: 30_000 },
    );
    // An empty submit shows the validation messages, with the fields' names in them.
    await page.getByRole('button', { name: message(lang, 'auth', 'login.submit') }).click();
    await expect(
      page.getByLabel(message(lang, 'auth', 'fields.password'), { exact: true }),
    ).toHaveAccessibleDescription(
      message(lang, 'validation', 'required').replace(
        '{{field}}',
        message(lang, 'auth', 'fields.password'),
      ),
    );

    expect(missing).toEqual([]);
  });
}

test('a footer language link adds ?lang= and switches the text', async ({ page }) => {
  const missing = collectMissingKeys(page);
  await page.goto('/auth/login?redirect=%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to Soundpost' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Languages' })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page).toHaveURL('/auth/login?redirect=%2Fdashboard&lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { name: message('es', 'auth', 'login.title') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${message('es', 'common', 'titles.login')} | Soundpost`);

  // The choice is remembered: a later visit without ?lang= stays in Spanish.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('es', 'landing', 'hero.title'),
  );
  expect(missing).toEqual([]);
});
