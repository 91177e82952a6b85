import type { Locator, Page } from '@playwright/test';
import { admin, appUrl } from '../support/env.ts';
import { expect, signInViaApi, test } from '../support/fixtures.ts';
import { createSubmittedRelease } from '../support/releases.ts';

/** Whether `inner` lies whole inside `outer` on the page (nothing cut or off to the side). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

/** The left edges of the admin tabs and the page heading. */
async function leftEdges(page: Page) {
  const nav = (await page.getByRole('navigation', { name: 'Admin' }).boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  return { nav: Math.round(nav.x), heading: Math.round(heading.x) };
}

test.use({ viewport: { width: 1366, height: 768 } });

test('staff start at their queue; an admin still opens the artist side', async ({ page }) => {
  await signInViaApi(page.request, admin);
  for (const path of ['/', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL('/admin/releases');
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Artist dashboard' }).click();
  await expect(page).toHaveURL('/dashboard?side=artist');
});

test('the admin pages keep the tabs and heading at one left edge', async ({ page }) => {
  test.slow();
  await signInViaApi(page.request, admin);
  await page.goto('/admin/releases');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = await leftEdges(page);
  for (const tab of ['Takedowns', 'Stores', 'Settings', 'Accounts', 'Audit log']) {
    const link = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: tab, exact: true });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await leftEdges(page), tab).toEqual(first);
  }
});

test('the review page fits the cover and shows every delivery action; a takedown asks first and shows what it waits for', async ({
  page,
  request,
}) => {
  test.slow();
  const release = await createSubmittedRelease(request, { plan: 'pro' });
  await signInViaApi(page.request, admin);
  await page.goto(`/admin/releases/${release.id}`);

  await test.step('the 3000 px cover fits its card, and zooms', async () => {
    const card = page.getByRole('region', { name: 'Artwork' });
    const cover = card.getByRole('img', { name: `Artwork of ${release.title}` });
    await expect(card.getByText('3000 × 3000 px')).toBeVisible();
    await expectInside(cover, card);
    await card.getByRole('button', { name: 'Zoom to full size' }).click();
    const full = card.getByRole('region', { name: /scroll to see all of it/ });
    await expect(full.getByRole('img')).toHaveJSProperty('width', 3000);
    await card.getByRole('button', { name: 'Fit in the card' }).click();
    await expectInside(cover, card);
  });

  await test.step('each delivery shows its state whole and its actions in the column', async () => {
    const taken = await page.request.post(`/v1/admin/releases/${release.id}/take`, {
      headers: { origin: appUrl },
    });
    expect(taken.status(), await taken.text()).toBe(200);
    const approved = await page.request.post(`/v1/admin/releases/${release.id}/approve`, {
      headers: { origin: appUrl },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    await expect(async () => {
      await page.reload();
      await expect(deliveries.getByRole('button', { name: /^Confirm by hand/ })).toHaveCount(2, {
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });
    for (const button of await deliveries.getByRole('button').all()) {
      await expectInside(button, deliveries);
    }
    for (const badge of await deliveries.locator('.mantine-Badge-label').all()) {
      const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, (await badge.textContent()) ?? undefined).toBe(false);
    }
  });

  await test.step('processing a takedown asks first, then shows the stores it waits for', async () => {
    const asked = await request.post(`/v1/releases/${release.id}/takedown`, {
      headers: { origin: appUrl },
      data: { confirm: true },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await page.goto('/admin/takedowns');
    const process = page.getByRole('button', { name: `Process the takedown of ${release.title}` });
    await process.click();
    const dialog = page.getByRole('dialog', {
      name: `Process the takedown of ${release.title}?`,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await process.click();
    await dialog.getByRole('button', { name: 'Send the takedown' }).click();
    const row = page.getByRole('row').filter({ hasText: release.title });
    await expect(row.getByText(/^Sent, waiting for (2 stores|the stores)$/)).toBeVisible();
    await expect(process).toHaveCount(0);
    // The takedown's messages are made by a job: the count shows once it has run.
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Sent, waiting for 2 stores')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });
});
