import { appUrl } from '../support/env.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';

test('the "Paid plans" badges of the platforms step show whole, on a phone too', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const draft = await page.request.post('/v1/releases', {
    headers: { origin: appUrl },
    data: { title: 'Badge check', wizardStep: 'platforms' },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/distributions/${id}/edit/platforms`);
    const badges = page.locator('.mantine-Badge-label', { hasText: 'Paid plans' });
    await expect(badges.first()).toBeVisible();
    const clipped = await badges.evaluateAll(
      (labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length,
    );
    expect(clipped).toBe(0);
  }
});
