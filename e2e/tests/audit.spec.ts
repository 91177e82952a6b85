import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { admin } from '../support/env.ts';
import {
  adminApi,
  blockViaApi,
  expect,
  setPlanViaApi,
  signInViaApi,
  signUpViaApi,
  test,
  type TestUser,
  unblockViaApi,
} from '../support/fixtures.ts';

const ipAddress = /\d+\.\d+\.\d+\.\d+/;

/** A user the administrator froze, then moved to the Pro plan, then unfroze. */
async function userWithStaffHistory(
  page: Page,
  playwright: Parameters<typeof adminApi>[0],
): Promise<TestUser & { id: string }> {
  const user = await signUpViaApi(page.request);
  const adminRequest = await adminApi(playwright);
  await blockViaApi(adminRequest, user.id, `Chargeback ${user.username}`);
  await setPlanViaApi(adminRequest, user.id, 'pro');
  await unblockViaApi(adminRequest, user.id);
  await adminRequest.dispose();
  return user;
}

test("the user's feed credits staff, without the staff's IP or device", async ({
  page,
  playwright,
}) => {
  const user = await signUpViaApi(page.request);
  const adminRequest = await adminApi(playwright);
  await setPlanViaApi(adminRequest, user.id, 'pro');
  await adminRequest.dispose();
  await page.goto('/dashboard');
  // The account's events, at the bottom, load as they near the viewport (decision 043).
  await page.getByRole('region', { name: 'Account activity' }).scrollIntoViewIfNeeded();
  const event = page.getByRole('listitem').filter({ hasText: 'Plan changed' });
  await expect(event).toContainText('by Soundpost staff');
  // The user's own events show where they came from; the staff's show no place at all.
  await expect(event).not.toContainText(ipAddress);
  await expect(page.getByRole('listitem').filter({ hasText: 'Account created' })).toContainText(
    ipAddress,
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the admin reads and filters the audit log (${scheme})`, async ({ page, playwright }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const user = await userWithStaffHistory(page, playwright);
    await page.context().clearCookies();
    await signInViaApi(page.request, admin);
    await page.goto('/admin/users');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page).toHaveURL('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);

    // Narrow to this user's account through an entry's account link.
    const blocked = page
      .getByRole('listitem')
      .filter({ hasText: `Chargeback ${user.username}` })
      .first();
    await blocked.getByRole('button', { name: `${user.name} (@${user.username})` }).click();
    await expect(page).toHaveURL(new RegExp(`targetId=${user.id}`));
    const entries = page.getByRole('list').last().getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Lifted the restriction');
    await expect(entries.nth(0)).toContainText(ipAddress);
    await expect(entries.nth(1)).toContainText('Changed the plan');
    await expect(entries.nth(1)).toContainText('Free → Pro');
    await expect(entries.nth(2)).toContainText('Blocked the account');
    await expect(entries.nth(2)).toContainText('Frozen');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Action', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Changed the plan', exact: true }).click();
    await expect(entries).toHaveCount(1);
    await page.getByRole('button', { name: 'Remove filter: Account' }).click();
    await expect(page).not.toHaveURL(/targetId=/);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the audit log on a phone @phone', async ({ page, playwright }) => {
  const user = await userWithStaffHistory(page, playwright);
  await page.context().clearCookies();
  await signInViaApi(page.request, admin);
  await page.goto('/admin/users');
  await page.getByLabel('Search accounts').fill(user.email);
  await page.getByRole('link', { name: `Audit log of ${user.username}` }).click();
  await expect(page).toHaveURL(`/admin/audit?targetId=${user.id}`);
  await expect(page.getByRole('list').last().getByRole('listitem')).toHaveCount(3);
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
});
