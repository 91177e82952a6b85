import type { APIRequestContext, Page } from '@playwright/test';
import { message } from '../support/catalogs.ts';
import { admin, appUrl } from '../support/env.ts';
import { adminApi, expect, signInViaApi, signUpViaApi, test } from '../support/fixtures.ts';

const fromApp = { origin: appUrl };

/** A draft release of the user `request` is signed in as. */
async function draftViaApi(request: APIRequestContext, title: string) {
  const res = await request.post('/v1/releases', { headers: fromApp, data: { title } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Clicks a settings section's Save and waits until the API has stored the change. */
async function save(page: Page, section: string) {
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/v1/admin/settings') && res.request().method() === 'PATCH',
  );
  await page.getByRole('region', { name: section }).getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

test('an admin changes settings, bans a word and opens, freezes and unfreezes an account', async ({
  page,
  request,
  playwright,
}) => {
  // Three admin pages, one reload and several saves: room for a busy machine.
  test.setTimeout(120_000);
  const user = await signUpViaApi(request);
  await draftViaApi(request, `First ${user.username}`);
  await draftViaApi(request, `Second ${user.username}`);

  // Settings are shared by every journey: put back what this one changes.
  const adminRequest = await adminApi(playwright);
  const before = (await (await adminRequest.get('/v1/admin/settings')).json()) as {
    distroLimit: number;
    ddexPartyId: string;
  };
  try {
    await signInViaApi(page.request, admin);
    await page.goto('/admin/users');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // The free plan's monthly limit.
    const limit = page.getByLabel('Free plan: releases per month');
    await expect(limit).toHaveValue(String(before.distroLimit));
    const newLimit = String(before.distroLimit + 3);
    await limit.fill(newLimit);
    await save(page, 'Releases');

    // Soundpost's DDEX party id: a malformed one is refused with the translated rule.
    const partyId = page.getByLabel('DDEX party id');
    await partyId.fill('not-a-party-id');
    await page
      .getByRole('region', { name: 'DDEX identity' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText(message('en', 'errors', 'invalid_party_id'))).toBeVisible();
    await expect(partyId).toHaveAttribute('aria-invalid', 'true');
    await partyId.fill('PADPIDA2026112301E');
    await save(page, 'DDEX identity');

    await page.reload();
    await expect(page.getByLabel('Free plan: releases per month')).toHaveValue(newLimit);
    await expect(page.getByLabel('DDEX party id')).toHaveValue('PADPIDA2026112301E');

    // A banned word, added then removed.
    const word = `bannedword${user.username.slice(2)}`;
    const words = page.getByRole('list', { name: 'Banned words' });
    await page.getByLabel('Word or phrase').fill(word.toUpperCase());
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(words.getByRole('listitem').filter({ hasText: word })).toBeVisible();
    await page.getByRole('button', { name: `Remove "${word}"` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: word })).toHaveCount(0);

    // The account, found by its e-mail, with its releases.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    await page.getByLabel('Search accounts').fill(user.email);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('2 · 0 live');
    await row.getByRole('link', { name: user.name }).click();
    await expect(page).toHaveURL(`/admin/users/${user.id}`);
    await expect(page.getByRole('heading', { name: user.name, level: 1 })).toBeVisible();
    const releases = page.getByRole('table', { name: 'Releases' }).getByRole('row');
    await expect(releases).toHaveCount(3);
    await expect(releases.nth(1)).toContainText(`Second ${user.username}`);
    await expect(releases.nth(1)).toContainText('Draft');
    await expect(releases.nth(1)).toContainText('Not submitted');
    await expect(releases.nth(2)).toContainText(`First ${user.username}`);

    // Frozen from the account's page with a reason the page then shows, and unfrozen.
    await page.getByRole('button', { name: `Block ${user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block @${user.username}` });
    await dialog.getByLabel('Reason').fill('Chargeback under review');
    await dialog.getByRole('button', { name: 'Block account' }).click();
    await expect(page.getByText('Reason: Chargeback under review')).toBeVisible();
    await page.getByRole('button', { name: `Unblock ${user.username}` }).click();
    await expect(page.getByText('Reason: Chargeback under review')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Block ${user.username}` })).toBeVisible();
  } finally {
    const res = await adminRequest.patch('/v1/admin/settings', {
      headers: fromApp,
      data: { distroLimit: before.distroLimit, ddexPartyId: before.ddexPartyId },
    });
    expect(res.status(), await res.text()).toBe(200);
    await adminRequest.dispose();
  }
});
