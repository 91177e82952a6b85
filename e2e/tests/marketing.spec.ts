import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { message } from '../support/catalogs.ts';
import { expect, test, waitingForApp } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';

const es = (key: string) => message('es', 'landing', key);

/** axe on the page as it is now, light then dark. */
async function auditThemes(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousA11yViolations(page);
  }
}

type Catalogue = { items: { plan: string; yearly: { amountMinor: number } }[] };
/** A yearly price as the Spanish page writes its number: 4999 → "49,99". */
const spanishAmount = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

test('an admin edits a question in Spanish, and a visitor reads it on the free distribution page with the plan catalogue’s prices', async ({
  adminPage,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const question = `¿Puedo publicar un sencillo hoy? ${stamp}`;
  const answer = `Sí: súbelo hoy y elige la fecha. ${stamp}`;

  await test.step('the admin changes the first question’s Spanish text and shows it on the free page', async () => {
    await adminPage.goto('/admin/site');
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Site content' })
      .waitFor();
    const form = adminPage
      .getByRole('region', { name: 'Questions' })
      .getByRole('form', { name: 'Entry 1' });
    await form.getByRole('tab', { name: 'Español' }).click();
    await form.getByRole('textbox', { name: 'Question' }).fill(question);
    await form.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await form.getByRole('checkbox', { name: 'Free distribution' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');
    await auditThemes(adminPage);
  });

  const plans = (await (await adminPage.request.get('/v1/plans')).json()) as Catalogue;
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());

  await test.step('a visitor opens the page in Spanish: the new answer and the catalogue’s prices', async () => {
    await page.goto('/free-music-distribution?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Distribución de música gratis/);
    await expect(
      page.getByRole('heading', { level: 1, name: es('free.hero.title') }),
    ).toBeVisible();
    const faq = page.getByRole('region', { name: es('sections.faq.title') });
    await faq.getByText(question).click();
    await expect(faq.getByText(answer)).toBeVisible();
    for (const { plan, yearly } of plans.items.filter((p) => p.yearly.amountMinor > 0)) {
      await expect(page.getByTestId(`price-${plan}`)).toContainText(
        spanishAmount(yearly.amountMinor),
      );
    }
    await expect(page.getByRole('figure').first()).toBeVisible();
    await auditThemes(page);
  });

  await test.step('the footer links the operator’s social accounts and the marketing pages', async () => {
    const social = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: message('es', 'common', 'footer.social') });
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/soundpost',
    );
    await expect(social.getByRole('link', { name: 'YouTube' })).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: message('es', 'common', 'footer.monetization') })
      .click();
    await expect(page).toHaveURL(/\/music-distribution-and-monetization/);
    await expect(
      page.getByRole('heading', { level: 1, name: es('monetization.hero.title') }),
    ).toBeVisible();
  });
  await context.close();
});

test('a visitor on a phone reads the monetization page and signs up from it', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  const page = waitingForApp(await context.newPage());
  await page.goto('/music-distribution-and-monetization');
  await expect(page).toHaveTitle(/Music distribution and monetization/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Distribute your music and earn from every stream',
    }),
  ).toBeVisible();
  const testimonials = page.getByRole('region', { name: 'What artists say' });
  await expect(testimonials.getByRole('figure').first()).toBeVisible();
  await expect(testimonials.locator('blockquote').first()).not.toBeEmpty();
  await expect(page.getByTestId('price-pro')).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByText('How do I get paid?').click();
  await expect(faq.getByText(/withdrawal/)).toBeVisible();
  await expectNoSideScroll(page);
  await auditThemes(page);
  await page.getByRole('link', { name: 'Start distributing for free' }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup/);
  await context.close();
});
