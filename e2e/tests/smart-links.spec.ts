import { devices, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { createSubmittedRelease } from '../support/releases.ts';

const fromApp = { origin: appUrl };

type Link = {
  id: string;
  slug: string;
  url: string;
  releaseId: string;
  views: number;
  clicks: number;
};

/** A submitted release, taken and approved by the administrator: its smart link is made. */
async function approvedReleaseLink(
  page: Page,
  playwright: Parameters<typeof adminApi>[0],
  plan?: 'pro',
) {
  const { id, title } = await createSubmittedRelease(page.request, { plan });
  const admin = await adminApi(playwright);
  for (const action of ['take', 'approve']) {
    const res = await admin.post(`/v1/admin/releases/${id}/${action}`, { headers: fromApp });
    expect(res.status(), await res.text()).toBe(200);
  }
  await admin.dispose();
  const links = (await (await page.request.get('/v1/smart-links')).json()) as { items: Link[] };
  return { title, link: links.items.find((l) => l.releaseId === id)! };
}

/** axe on the app's page as it is now, light then dark. */
async function auditAppThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

/** axe on the public page (it follows the system's scheme itself), light then dark. */
async function auditPublicThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousA11yViolations(page);
  }
}

/**
 * A visitor with no session, as a browser of the device (not a headless one: that is a bot),
 * speaking `locale`; the stores' sites answer with a stand-in page.
 */
async function visitorPage(browser: Browser, device: keyof typeof devices, locale: string) {
  const context = await browser.newContext({ ...devices[device], locale, baseURL: appUrl });
  await context.route(/^https:\/\/(open\.spotify\.com|www\.deezer\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store</h1>' }),
  );
  return context.newPage();
}

test('an artist edits a smart link and a visitor clicks through, in Spanish', async ({
  page,
  playwright,
  browser,
}) => {
  test.slow();
  const { title, link } = await approvedReleaseLink(page, playwright);
  const slug = `e2e-${Date.now().toString(36)}`;

  await test.step('the tools hub leads to the list, and the list to the editor', async () => {
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Open Smart links' }).click();
    await expect(page).toHaveURL(/\/tools\/smartlinks$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await auditAppThemes(page);
    await page.getByRole('link', { name: `Edit the smart link of ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tools/smartlinks/${link.id}$`));
  });

  await test.step('the artist reorders the stores, turns Spotify off and sets a slug', async () => {
    await page.getByRole('button', { name: 'Move Deezer up' }).click();
    await page.getByRole('switch', { name: 'Show Spotify on the page' }).uncheck();
    await page.getByLabel('Link address').fill('share');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Link address is a reserved word')).toBeVisible();
    await page.getByLabel('Link address').fill(slug);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Smart link saved.')).toBeVisible();
    await expect(page.getByRole('link', { name: `${appUrl}/l/${slug}` })).toBeVisible();
    await auditAppThemes(page);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText(/come with the PRO plan/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toBeVisible();
  });

  await test.step('a visitor sees the page in Spanish with Deezer only, and clicks through', async () => {
    const visitor = await visitorPage(browser, 'Desktop Chrome', 'es-ES');
    await visitor.goto(`/l/${slug}`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByRole('img', { name: `Portada de ${title}` })).toBeVisible();
    const stores = visitor.getByRole('navigation', { name: 'Escuchar en' }).getByRole('link');
    await expect(stores).toHaveText(['DeezerEscuchar']);
    await auditPublicThemes(visitor);
    await stores.first().click();
    await expect(visitor).toHaveURL(/^https:\/\/www\.deezer\.com\/search\//);
    await visitor.context().close();
  });

  await test.step('the artist sees the view and the click', async () => {
    await page.goto('/tools/smartlinks');
    await expect(page.getByText('1 views · 1 clicks')).toBeVisible();
  });

  await test.step('a link turned inactive answers 404', async () => {
    const res = await page.request.patch(`/v1/smart-links/${link.id}`, {
      headers: fromApp,
      data: { status: 'inactive' },
    });
    expect(res.status()).toBe(200);
    const visitor = await visitorPage(browser, 'Desktop Chrome', 'en-GB');
    const page404 = await visitor.goto(`/l/${slug}`);
    expect(page404!.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Link not found' })).toBeVisible();
    await visitor.context().close();
  });
});

test('on a phone, a PRO artist and a Portuguese visitor: the page, the click and the analytics fit @phone', async ({
  page,
  playwright,
  browser,
}) => {
  test.slow();
  const { title, link } = await approvedReleaseLink(page, playwright, 'pro');
  await page.goto(`/tools/smartlinks/${link.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('switch', { name: 'Use my own look' }).check();
  await page.getByText('Rounded', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Rounded' })).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Smart link saved.')).toBeVisible();
  await expectNoSideScroll(page);
  await auditAppThemes(page);

  const visitor = await visitorPage(browser, 'Pixel 7', 'pt-BR');
  await visitor.goto(`/l/${link.slug}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'pt');
  await expectNoSideScroll(visitor);
  await auditPublicThemes(visitor);
  const stores = visitor.getByRole('navigation', { name: 'Ouvir em' }).getByRole('link');
  await expect(stores).toHaveCount(2);
  await stores.first().click();
  await expect(visitor).toHaveURL(/^https:\/\/open\.spotify\.com\/search\/upc:/);
  await visitor.context().close();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText(/^1 views and 1 clicks in this period/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Spotify' })).toBeVisible();
  await expectNoSideScroll(page);
  await auditAppThemes(page);
});
