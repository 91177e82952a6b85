import { wizard } from '../support/wizard.ts';
import { appUrl } from '../support/env.ts';
import {
  adminApi,
  expect,
  setPlanViaApi,
  signIn,
  signUpViaApi,
  test,
} from '../support/fixtures.ts';

test('a label with 120 artists finds the last of them in the wizard by typing', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(90_000);
  const user = await signUpViaApi(request);
  const admin = await adminApi(playwright);
  await setPlanViaApi(admin, user.id, 'pro');
  await admin.dispose();
  const names = Array.from({ length: 120 }, (_, i) => `Roster ${String(i).padStart(3, '0')}`);
  for (const name of names) {
    const res = await request.post('/v1/artists', {
      headers: { origin: appUrl },
      data: { name, type: 'band', mainGenre: 'pop', country: 'ES' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signIn(page, user);
  await page.goto('/distributions/new/basic-info');
  const picker = page.getByRole('combobox', { name: wizard('basic.artist'), exact: true });
  await picker.fill('roster 119');
  await page.getByRole('option', { name: 'Roster 119', exact: true }).click();
  await expect(picker).toHaveValue('Roster 119');

  await picker.fill('no such band');
  await expect(page.getByText(wizard('basic.noArtistMatch'))).toBeVisible();
});
