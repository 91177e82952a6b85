import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { message } from '../support/catalogs.ts';
import { appUrl } from '../support/env.ts';
import { adminApi, expect, test, waitingForApp } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { createSubmittedRelease, publishViaAdmin } from '../support/releases.ts';
import { choose } from '../support/wizard.ts';

const pt = (key: string) => message('pt', 'catalogue', key);

/** axe on the page as it is now, light then dark. */
async function auditThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

test('an artist opts in to the catalogue, and a visitor on a phone finds them by country and genre in Portuguese and opens their smart link', async ({
  page,
  playwright,
  browser,
}) => {
  test.slow();
  // One word of this run in every name: the search keeps the view to this run's artists.
  const tag = `Kite${Date.now().toString(36)}`;
  const { id, title } = await createSubmittedRelease(page.request);
  const admin = await adminApi(playwright);
  await publishViaAdmin(admin, id);
  await admin.dispose();
  const release = (await (await page.request.get(`/v1/releases/${id}`)).json()) as {
    artist: { id: string };
  };
  const artistId = release.artist.id;
  // The release's smart link, made when its list is read.
  type Link = { releaseId: string; slug: string };
  const links = (await (await page.request.get('/v1/smart-links')).json()) as { items: Link[] };
  const slug = links.items.find((l) => l.releaseId === id)!.slug;

  await test.step('the artist and 25 others of theirs are Portuguese jazz artists', async () => {
    const res = await page.request.patch(`/v1/artists/${artistId}`, {
      data: { name: `${tag} Zephyr`, country: 'PT', mainGenre: 'jazz' },
    });
    expect(res.status(), await res.text()).toBe(200);
    for (let n = 1; n <= 25; n++) {
      const other = await page.request.post('/v1/artists', {
        data: {
          name: `${tag} Ensemble ${String(n).padStart(2, '0')}`,
          type: 'band',
          mainGenre: 'jazz',
          country: 'PT',
          inCatalogue: true,
        },
      });
      expect(other.status(), await other.text()).toBe(201);
    }
  });

  await test.step('the artist switches the catalogue on in their settings', async () => {
    await page.goto(`/artists/${artistId}/edit`);
    const toggle = page.getByRole('switch', { name: 'Show in the public artist catalogue' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Changes to ${tag} Zephyr were saved.`)).toBeVisible();
  });

  await test.step('a visitor on a phone filters by country and genre in Portuguese', async () => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      locale: 'pt-BR',
      baseURL: appUrl,
    });
    const visitor = waitingForApp(await context.newPage());
    await visitor.goto('/');
    await visitor.getByRole('link', { name: message('pt', 'common', 'footer.catalogue') }).click();
    await expect(visitor).toHaveURL(/\/artists-catalog$/);
    await expect(visitor.getByRole('heading', { name: pt('title'), level: 1 })).toBeVisible();
    // As a crawler receives it: the prerendered shell, with its own description.
    const prerendered = await (await visitor.request.get('/artists-catalog')).text();
    expect(prerendered).toContain(`data-prerendered="/artists-catalog"`);
    expect(prerendered).toContain(`<h1`);
    await visitor.goto('/artists-catalog');
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      message('pt', 'common', 'descriptions.artistsCatalog'),
    );

    await visitor.getByLabel(pt('filters.search')).fill(tag);
    await choose(visitor, pt('filters.country'), 'Portugal', 'Portu');
    await choose(visitor, pt('filters.genre'), 'Jazz');
    await choose(visitor, pt('filters.sort'), pt('sorts.name'));
    await expect(visitor).toHaveURL(/q=Kite[^&]*&country=PT&genre=jazz&sort=name$/);
    const cards = visitor.getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toContainText(`${tag} Ensemble 01`);
    await expect(cards.first()).toContainText('Portugal');
    await expectNoSideScroll(visitor);
    await auditThemes(visitor);

    await visitor.getByRole('button', { name: pt('more') }).click();
    await expect(cards).toHaveCount(26);
    await expect(visitor.getByRole('button', { name: pt('more') })).toHaveCount(0);
    const card = visitor.getByRole('article', { name: `${tag} Zephyr` });
    await expect(card).toBeVisible();

    // The address shares the view: opened again, it shows the same artists.
    const shared = visitor.url();
    await visitor.goto(shared);
    await expect(visitor.getByRole('article', { name: `${tag} Ensemble 01` })).toBeVisible();
    await expect(visitor.getByLabel(pt('filters.search'))).toHaveValue(tag);

    // Nothing matches: the empty state offers to clear the filters.
    await visitor.getByLabel(pt('filters.search')).fill(`${tag} nobody`);
    await expect(visitor.getByRole('heading', { name: pt('empty.title') })).toBeVisible();
    await auditThemes(visitor);
    await visitor.getByRole('button', { name: pt('empty.clear') }).click();
    await expect(visitor).toHaveURL(/\/artists-catalog$/);
    await visitor.getByLabel(pt('filters.search')).fill(`${tag} zeph`);
    await expect(cards).toHaveCount(1);

    await test.step('and opens the release on the artist card', async () => {
      await cards
        .first()
        .getByRole('link', { name: new RegExp(title) })
        .click();
      await expect(visitor).toHaveURL(new RegExp(`/l/${slug}$`));
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    });
    await context.close();
  });
});
