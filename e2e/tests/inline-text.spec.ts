import type { Locator } from '@playwright/test';
import { message } from '../support/catalogs.ts';
import { appUrl } from '../support/env.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';

/** The computed font size of an element, in pixels. */
const fontSize = (locator: Locator) =>
  locator.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).fontSize);
const parentFontSize = (locator: Locator) =>
  locator.evaluate(
    (el) => el.ownerDocument.defaultView!.getComputedStyle(el.parentElement!).fontSize,
  );

/** The text a catalog message wraps in `<tag>…</tag>` (a link inside its sentence). */
const tagged = (key: string, tag: string) =>
  message('es', 'auth', key).match(new RegExp(`<${tag}>(.*)</${tag}>`))![1]!;

test('a link inside a sentence is the size of its sentence', async ({ page }) => {
  await page.goto('/auth/signup?lang=es');
  for (const name of [
    tagged('signup.acceptTerms', 'terms'),
    tagged('signup.acceptTerms', 'privacy'),
    tagged('signup.haveAccount', 'login'),
  ]) {
    const link = page.getByRole('link', { name, exact: true });
    const size = await fontSize(link);
    expect(size, name).toMatch(/px$/);
    expect(size, name).toBe(await parentFontSize(link));
  }
});

test('an artist card shows its whole profile badge, in Spanish on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request);
  const res = await page.request.post('/v1/artists', {
    headers: { origin: appUrl },
    data: { name: 'Nova Quintana', type: 'band', mainGenre: 'pop', country: 'ES' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/artists?lang=es');
  const badge = page.getByText(message('es', 'artists', 'profile.pending'), { exact: true });
  await expect(badge).toBeVisible();
  // Mantine ends a badge's label in "…" when it does not fit: its text is then wider than it.
  const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
});
