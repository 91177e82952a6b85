import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { adminApi, expect, signUpViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { createSubmittedRelease, publishViaAdmin } from '../support/releases.ts';

const fromApp = { origin: appUrl };

/** axe on the page as it is now, light then dark. */
async function auditThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

/** The page, as it is, on a phone-sized screen: nothing scrolls sideways. */
async function fitsAPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideScroll(page);
  await page.setViewportSize(size);
}

test('a free artist writes lyrics with the built-in writer, edits them and uses up the month', async ({
  page,
  playwright,
}) => {
  test.slow();
  const { id } = await createSubmittedRelease(page.request);
  const admin = await adminApi(playwright);
  await publishViaAdmin(admin, id);
  await admin.dispose();
  await expect
    .poll(async () => (await (await page.request.get(`/v1/releases/${id}`)).json()).status)
    .toBe('published');

  await test.step('the form names its writer honestly', async () => {
    await page.goto('/tools/lyrics');
    await expect(page.getByText("Soundpost's built-in writer").first()).toBeVisible();
    await expect(page.getByText(/It is not AI\./)).toBeVisible();
    await expect(page.getByText('5 of 5 lyrics left this month')).toBeVisible();
    await auditThemes(page);
  });

  await test.step('four lyrics are written already this month', async () => {
    const form = { title: 'Warm up', genre: 'pop', mood: 'happy', language: 'en' };
    for (let i = 0; i < 4; i++) {
      const res = await page.request.post('/v1/lyrics', { headers: fromApp, data: form });
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('event: done');
    }
    await page.reload();
    await expect(page.getByText('1 of 5 lyrics left this month')).toBeVisible();
  });

  await test.step('the last one of the month follows the form', async () => {
    await page.getByRole('textbox', { name: /^Title/ }).fill('Harbour Lights');
    await page.getByRole('combobox', { name: /^Genre/ }).click();
    await page.getByRole('option', { name: 'Pop' }).click();
    await page.getByRole('combobox', { name: /^Mood/ }).click();
    await page.getByRole('option', { name: 'In love' }).click();
    await page.getByLabel('Dedicated to').fill('Ana');
    const words = page.getByRole('combobox', { name: /^Custom words/ });
    for (const word of ['ocean', 'lantern', 'harbour', 'silver', 'engine']) {
      await words.fill(word);
      await words.press('Enter');
    }
    await page.getByRole('button', { name: 'Write lyrics' }).click();
    await expect(page.getByText('You can only add up to 4 custom words.')).toBeVisible();
    await words.press('Backspace');
    await page.getByRole('button', { name: 'Write lyrics' }).click();

    const text = page.getByTestId('lyric-text');
    await expect(text).toContainText('[Verse 1]');
    await expect(text).toContainText('[Bridge]');
    await expect(text).toContainText('Ana');
    await expect(text).toContainText(/ocean/i);
    await expect(
      page.getByText('No more lyrics available this month.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write lyrics' })).toBeDisabled();
    await auditThemes(page);
    await fitsAPhone(page);
  });

  await test.step('the lyric is kept, edited and saved', async () => {
    await page.getByRole('link', { name: 'Open and edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeVisible();
    await page.getByLabel('Lyrics', { exact: true }).fill('My own words\nfor Ana');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Lyrics saved.')).toBeVisible();
    await auditThemes(page);
    await fitsAPhone(page);
    await page.getByRole('link', { name: 'My lyrics' }).click();
    await expect(page.getByRole('link', { name: 'Harbour Lights' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warm up' })).toHaveCount(4);
  });
});

test('the lyrics page asks for a published release first, on a phone @phone', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/tools/lyrics');
  await expect(page.getByText('A published release comes first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write lyrics' })).toHaveCount(0);
  await expectNoSideScroll(page);
  await auditThemes(page);
});
