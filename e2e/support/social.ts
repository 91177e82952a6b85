import type { Page } from '@playwright/test';
import { oidcPort } from './env.ts';
import { expect } from './fixtures.ts';

/** Continue with Google, then sign in at the loopback provider's own login form. */
export async function signInWithGoogle(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oidcPort}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.locator('input[name=login]').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
