import { devices, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl, spotifyUrl } from '../support/env.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { createSubmittedRelease } from '../support/releases.ts';
import { runJob } from '../support/test-control.ts';

const fromApp = { origin: appUrl };
const day = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

type Campaign = { id: string; releaseId: string; url: string; upc: string };

/** axe on a page as it is now, light then dark (the public pages follow the system's scheme). */
async function auditThemes(page: Page, app = false) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (app)
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

/** A listener with no session, on a phone, speaking `locale`. */
async function listenerPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale, baseURL: appUrl });
  return context.newPage();
}

test('an artist runs a pre-save: a fan saves through Spotify, another by e-mail, and release day delivers both @phone', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  let campaign: Campaign | undefined;
  let leaveLink = '';
  const fan = `fan-${Date.now().toString(36)}`;
  const email = `presave-${Date.now().toString(36)}@e2e.soundpost.test`;

  const { id, title } = await createSubmittedRelease(page.request, {
    plan: 'artist',
    beforeSubmit: async (releaseId) => {
      await test.step('the Artist-plan artist turns pre-save on in the wizard', async () => {
        await page.goto(`/distributions/${releaseId}/edit/distribution`);
        await page.getByRole('switch', { name: 'Pre-save campaign' }).check();
        await page.getByLabel('Pre-save start date').fill(today());
        await page.getByRole('button', { name: 'Save and continue' }).click();
        await expect(page).toHaveURL(/\/edit\/review$/);
      });
    },
  });

  await test.step('approved, the release has its campaign on /tools/presave', async () => {
    const admin = await adminApi(playwright);
    for (const action of ['take', 'approve']) {
      const res = await admin.post(`/v1/admin/releases/${id}/${action}`, { headers: fromApp });
      expect(res.status(), await res.text()).toBe(200);
    }
    await admin.dispose();
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Open Pre-save' }).click();
    await expect(page).toHaveURL(/\/tools\/presave$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('0 subscribers')).toBeVisible();
    await expectNoSideScroll(page);
    await auditThemes(page, true);
    const list = (await (await page.request.get('/v1/presave')).json()) as { items: Campaign[] };
    campaign = list.items.find((c) => c.releaseId === id)!;
    expect(campaign.url).toMatch(new RegExp(`^${appUrl}/release/[a-z0-9]{14}$`));
    // The stores list the album by the release's UPC once it is out.
    await page.request.post(`${spotifyUrl}/stand-in/albums`, { data: { upc: campaign.upc } });
  });

  await test.step('a fan opens the page on a phone and saves it through Spotify', async () => {
    await page.request.post(`${spotifyUrl}/stand-in/next-listener`, {
      data: { id: fan, country: 'ES', followers: 87 },
    });
    const listener = await listenerPage(browser, 'en-GB');
    const response = await listener.goto(campaign!.url);
    expect(response!.headers()['set-cookie']).toBeUndefined();
    await expect(listener.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(listener.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${campaign!.url}/share.jpg`,
    );
    await expect(listener.getByRole('navigation', { name: 'Share' }).getByRole('link')).toHaveCount(
      5,
    );
    await expectNoSideScroll(listener);
    await auditThemes(listener);
    await listener.getByRole('link', { name: 'Save on Spotify' }).click();
    await expect(listener).toHaveURL(new RegExp(`^${spotifyUrl}/authorize`));
    await listener.getByRole('button', { name: 'Agree' }).click();
    await expect(listener).toHaveURL(new RegExp(`^${appUrl}/spotify-auth\\?`));
    await expect(listener.getByRole('heading', { name: 'Pre-saved' })).toBeVisible();
    await expect(listener.getByRole('link', { name: /Leave this pre-save/ })).toBeVisible();
    await auditThemes(listener);
    await listener.context().close();
  });

  await test.step('another fan asks for an e-mail, in Spanish, and confirms from the mail', async () => {
    const listener = await listenerPage(browser, 'es-ES');
    await listener.goto(campaign!.url);
    await expect(listener.locator('html')).toHaveAttribute('lang', 'es');
    await listener.getByLabel('Tu dirección de correo').fill(email);
    await listener.getByRole('button', { name: 'Avísame por correo' }).click();
    await expect(
      listener.getByRole('heading', { name: 'Revisa tu bandeja de entrada' }),
    ).toBeVisible();
    const mail = await waitForMail(email, /Confirma tu pre-guardado/);
    await listener.goto(linkIn(mail, `${appUrl}/release/`));
    await expect(listener.getByRole('heading', { name: 'Estás en la lista' })).toBeVisible();
    await auditThemes(listener);
    await listener.context().close();
  });

  await test.step('the artist sees both subscribers, and no one’s name or address', async () => {
    await page.goto('/tools/presave');
    await expect(page.getByText('2 subscribers')).toBeVisible();
    await page.getByRole('link', { name: `Subscribers of ${title}` }).click();
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row', { name: /Spotify Spain 87/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /E-mail Unknown/ })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByText('Subscribers per day')).toBeVisible();
    await expectNoSideScroll(page);
    await auditThemes(page, true);
  });

  await test.step('release day: the album is saved to the fan’s library and the mail goes out', async () => {
    const me = await (await page.request.get('/v1/api/user')).json();
    await runJob(page.request, 'presave.release-day', { offsetMs: 29 * day, userId: me._id });
    await expect
      .poll(async () => {
        const saves = (await (await page.request.get(`${spotifyUrl}/stand-in/saves`)).json()) as {
          listener: string;
        }[];
        return saves.filter((s) => s.listener === fan).length;
      })
      .toBe(1);
    const out = await waitForMail(email, /ya está disponible/);
    await page.goto(`/tools/presave/${campaign!.id}`);
    await expect(page.getByRole('cell', { name: 'Delivered' })).toHaveCount(2);
    leaveLink = linkIn(out, `${campaign!.url}/leave?`);
  });

  await test.step('the e-mail fan leaves from the mail, and their data goes', async () => {
    const listener = await listenerPage(browser, 'es-ES');
    await listener.goto(leaveLink);
    await listener.getByRole('button', { name: 'Salir y borrar mis datos' }).click();
    await expect(listener.getByRole('heading', { name: 'Has salido' })).toBeVisible();
    await listener.context().close();
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Delivered' })).toHaveCount(1);
    await expect(page.getByRole('cell', { name: 'E-mail' })).toHaveCount(0);
  });
});
