import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('dark mode: the toggle switches the scheme and it survives a reload', async ({ page }) => {
  const html = page.locator('html');
  await page.goto('/');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Switch to light mode' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/auth/login');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('banner').getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the app follows the system until a choice is made', async ({ page }) => {
    const html = page.locator('html');
    await page.goto('/');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
