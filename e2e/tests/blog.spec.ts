import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { flatCoverJpeg } from '../support/media.ts';
import { clockAhead } from '../support/test-control.ts';

const hour = 3_600_000;
/** A time as a `datetime-local` field takes it, in this machine's (and the browser's) zone. */
const localInput = (time: number) => {
  const d = new Date(time);
  return new Date(time - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('an admin writes, schedules and publishes a post; a visitor reads it in Portuguese and follows a similar article', async ({
  adminPage,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Como lançar seu primeiro single ${stamp}`;
  const slug = `como-lancar-seu-primeiro-single-${stamp}`;
  const earlier = `Dicas de capa ${stamp}`;

  await test.step('an earlier Portuguese post shares a tag', async () => {
    const res = await adminPage.request.post('/v1/admin/blog/posts', {
      headers: { origin: appUrl },
      data: {
        title: earlier,
        slug: `dicas-de-capa-${stamp}`,
        lang: 'pt',
        body: 'Uma boa capa é **quadrada** e nítida.',
        tags: [`dicas-${stamp}`],
        status: 'published',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  });

  await test.step('the admin writes the post with a live preview and a cover, and schedules it', async () => {
    await adminPage.goto('/admin/blog');
    await adminPage.getByRole('link', { name: 'New post' }).click();
    await adminPage.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(adminPage.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue(slug);
    await adminPage.getByRole('combobox', { name: 'Language' }).click();
    await adminPage.getByRole('option', { name: 'Português' }).click();
    const tags = adminPage.getByRole('combobox', { name: 'Tags' });
    await tags.fill(`dicas-${stamp}`);
    await tags.press('Enter');
    await adminPage.locator('input[type="file"]').setInputFiles(flatCoverJpeg());
    await adminPage
      .getByRole('textbox', { name: 'Text (Markdown)' })
      .fill(
        '## Antes do lançamento\n\nEnvie a música **quatro semanas** antes.\n\n<script>alert(1)</script>',
      );
    const preview = adminPage.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Antes do lançamento' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('quatro semanas');
    await expect(preview.locator('script')).toHaveCount(0);
    await adminPage
      .locator('label')
      .filter({ hasText: /^Scheduled$/ })
      .click();
    await adminPage.getByLabel('Publish at').fill(localInput(Date.now() + hour));
    await expect(adminPage.getByRole('img', { name: `Cover of “${title}”` })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 30_000 });
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(adminPage).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
    await expect(adminPage.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage);
  });

  // The blog is the server's own HTML, without the app: a plain page, not the fixtures' one.
  const context = await browser.newContext();
  const page = await context.newPage();

  await test.step('visitors see it only once its time has come', async () => {
    const now = await page.goto(`/blog/${slug}`);
    expect(now?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    const later = await page.request.get(`/blog/${slug}`, { headers: clockAhead(2 * hour) });
    expect(later.status()).toBe(200);
    expect(await later.text()).not.toContain('<script>alert(1)</script>');
  });

  await test.step('the admin publishes it now', async () => {
    await adminPage
      .locator('label')
      .filter({ hasText: /^Published$/ })
      .click();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Live', { exact: true })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'View on the site' })).toBeVisible();
  });

  await test.step('a visitor reads it in Portuguese and follows a similar article', async () => {
    await page.goto('/blog?lang=pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page
      .getByRole('link', { name: `#dicas-${stamp}` })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { name: `Posts com a tag #dicas-${stamp}` }),
    ).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: `Capa de “${title}”` })).toBeVisible();
    const ogImage = page.locator('meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute('content', `${appUrl}/blog/${slug}/share.jpg`);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 667 });
    await expectNoSideScroll(page);
    const similar = page.getByRole('region', { name: 'Artigos semelhantes' });
    await similar.getByRole('link', { name: earlier }).click();
    await expect(page.getByRole('heading', { level: 1, name: earlier })).toBeVisible();
    await expect(page.getByRole('link', { name: `Próximo: ${title} →` })).toBeVisible();
  });

  await test.step('the Portuguese feed carries it', async () => {
    const feed = await page.request.get('/blog/feed/pt');
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    expect(await feed.text()).toContain(`<title>${title}</title>`);
  });
  await context.close();
});
