import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { adminApi, expect, setPlanViaApi, signUpViaApi, test } from '../support/fixtures.ts';

test('a paid account makes a token in Settings → API, sees it once, uses it and revokes it', async ({
  page,
  playwright,
}) => {
  const user = await signUpViaApi(page.request);
  const admin = await adminApi(playwright);
  await setPlanViaApi(admin, user.id, 'artist');
  await admin.dispose();
  const script = await playwright.request.newContext();

  const secret = await test.step('the new token is shown once', async () => {
    await page.goto('/account/api');
    await page.getByLabel('Name').fill('Sales dashboard');
    await page.getByLabel('Read royalties').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('api-token-secret');
    await expect(shown).toHaveText(/^sp_pat_[\w-]{43}$/);
    await expectNoSeriousA11yViolations(page);
    return (await shown.textContent())!;
  });

  await test.step('a script reads the royalties with it, and nothing else', async () => {
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await script.get('/v1/royalties/summary', { headers: bearer })).status()).toBe(200);
    expect((await script.get('/v1/releases', { headers: bearer })).status()).toBe(403);
  });

  await test.step('after a reload the list shows the token, never its secret', async () => {
    await page.reload();
    await expect(page.getByText('Sales dashboard')).toBeVisible();
    await expect(page.getByText(/last used/)).toBeVisible();
    await expect(page.getByTestId('api-token-secret')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(secret);
  });

  await test.step('revoked, it stops working at once', async () => {
    await page.getByRole('button', { name: 'Revoke Sales dashboard' }).click();
    await expect(page.getByText('No tokens yet.')).toBeVisible();
    const res = await script.get('/v1/royalties/summary', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(res.status()).toBe(401);
  });
  await script.dispose();
});
