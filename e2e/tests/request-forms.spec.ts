import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { waitForMail } from '../support/mail.ts';
import { createSubmittedRelease, publishViaAdmin } from '../support/releases.ts';
import { choose } from '../support/wizard.ts';

const reason = 'The stores show the title without the word the artwork carries.';
const reply = 'Approved: the stores receive the new title with the next update.';
const letter = {
  name: 'label-letter.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

test('an artist asks for a metadata change from the tools hub, an admin approves it, and the release and the stores get the new title', async ({
  page,
  adminPage,
  playwright,
}) => {
  test.slow();
  const { id, title } = await createSubmittedRelease(page.request);
  const adminRequest = await adminApi(playwright);
  await publishViaAdmin(adminRequest, id);
  await adminRequest.dispose();
  const me = (await (await page.request.get('/v1/api/user')).json()) as {
    email: string;
    name: string;
  };
  const newTitle = `${title} (Deluxe)`;

  await test.step('the artist opens the form from the tools hub and sees it filled in', async () => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { name: 'Forms', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Open Metadata change' }).click();
    await expect(page.getByRole('heading', { name: 'Metadata change', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Release is required')).toBeVisible();
    await page.getByLabel('Release', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await expect(page.getByRole('textbox', { name: 'Current title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'UPC' })).toHaveValue(/^\d{12,13}$/);
  });

  await test.step('they ask for the new title with a letter attached, and send it', async () => {
    await choose(page, 'What to change', 'Release title');
    await page.getByLabel('New value').fill(newTitle);
    await page.getByLabel('Why the change').fill(reason);
    await page.locator('input[type=file]').setInputFiles(letter);
    // Uploaded once it can be removed (while it uploads, only its name shows).
    await expect(page.getByRole('button', { name: 'Remove label-letter.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Your request was sent. We will answer here and by e-mail.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'See your request' }).click();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByText(newTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: 'label-letter.pdf' })).toBeVisible();
  });

  await test.step('an admin reads it in the inbox, opens the letter and approves it', async () => {
    await adminPage.goto('/admin/forms');
    await adminPage
      .getByRole('link', { name: `Open request of ${me.name}` })
      .first()
      .click();
    await expect(adminPage.getByText(`From ${me.name} (${me.email})`)).toBeVisible();
    await expect(adminPage.getByText(reason)).toBeVisible();
    const file = await adminPage.request.get(
      (await adminPage.getByRole('link', { name: 'label-letter.pdf' }).getAttribute('href'))!,
    );
    expect(file.status()).toBe(200);
    expect(await file.body()).toEqual(letter.buffer);
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.getByLabel('Message to the user').fill(reply);
    await choose(adminPage, 'Status after the reply', 'Approved');
    await adminPage.getByRole('button', { name: 'Send reply' }).click();
    await expect(adminPage.getByText('Reply sent.')).toBeVisible();
    await expect(adminPage.getByText(reply)).toBeVisible();
  });

  await test.step('the update goes to the stores that have the release', async () => {
    const admin = await adminApi(playwright);
    type Delivery = { kind: string; state: string };
    await expect
      .poll(
        async () => {
          const res = await admin.get(`/v1/admin/releases/${id}/deliveries`);
          const { items } = (await res.json()) as { items: Delivery[] };
          return items.filter((d) => d.kind === 'update' && d.state !== 'queued').length;
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    await admin.dispose();
  });

  await test.step('the artist gets the e-mail and reads the reply, in Spanish on a phone', async () => {
    const mail = await waitForMail(me.email, /Reply to your request: Metadata change/);
    expect(mail.text).toContain(reply);
    await page.setViewportSize({ width: 390, height: 844 });
    const link = mail.text.match(/https?:\/\/\S+\/forms\/requests\/[\w-]+/)![0];
    await page.goto(`${new URL(link).pathname}?lang=es`);
    await expect(page.getByRole('heading', { name: 'Cambio de metadatos' })).toBeVisible();
    await expect(page.getByText('Aprobada', { exact: true })).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the release shows its new title', async () => {
    await page.goto(`/distributions/${id}`);
    await expect(page.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
  });
});
