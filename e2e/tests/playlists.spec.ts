import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { admin, curator } from '../support/env.ts';
import { adminApi, expect, signInViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { waitForMail } from '../support/mail.ts';
import { flatCoverJpeg } from '../support/media.ts';
import { createSubmittedRelease, publishViaAdmin } from '../support/releases.ts';
import { choose } from '../support/wizard.ts';

const pitch =
  'A warm late-night pop song with a chorus that stays, made for slow drives through the city.';

test('an admin adds a playlist, an artist pitches a published song and takes its promotion kit, and a curator accepts the pitch', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const name = `Late Night Pop ${Date.now().toString(36)}`;

  await test.step('an admin adds the playlist with its cover', async () => {
    const context = await browser.newContext();
    await signInViaApi(context.request, admin);
    const adminPage = await context.newPage();
    await adminPage.goto('/admin/playlists');
    await adminPage.getByRole('button', { name: 'Add a playlist' }).click();
    await adminPage.getByLabel('Name', { exact: true }).fill(name);
    await adminPage.getByLabel('Curator', { exact: true }).fill('Soundpost team');
    await choose(adminPage, 'Genre', 'Pop', 'Pop');
    await adminPage.getByRole('textbox', { name: 'Followers' }).fill('12400');
    // Mantine's file input is a button over a hidden <input type=file>.
    await adminPage.locator('input[type=file]').setInputFiles(flatCoverJpeg());
    await expect(adminPage.getByRole('button', { name: 'Cover' })).toContainText('cover.jpg');
    await adminPage.getByRole('button', { name: 'Add the playlist' }).click();
    const card = adminPage.getByRole('article', { name });
    await expect(card).toBeVisible({ timeout: 30_000 });
    // The cover is decoration beside the name (alt=""), served at 600 px.
    await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 600);
    await expectNoSeriousA11yViolations(adminPage);
    await context.close();
  });

  const { id, title } = await createSubmittedRelease(page.request);
  const adminRequest = await adminApi(playwright);
  await publishViaAdmin(adminRequest, id);
  await adminRequest.dispose();
  const me = (await (await page.request.get('/v1/api/user')).json()) as { email: string };

  await test.step('the artist finds the playlist from the tools hub and pitches a song', async () => {
    await page.goto('/tools');
    await expect(page.getByText('1 of 1 left this month.')).toBeVisible();
    await page.getByRole('link', { name: 'Open Playlist pitching' }).click();
    await expect(page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: `Pitch a song to ${name}` }).click();
    await expect(page.getByRole('heading', { name: `Pitch a song to ${name}` })).toBeVisible();
    await page.getByLabel('Song', { exact: true }).click();
    await page
      .getByRole('option', { name: new RegExp(title) })
      .first()
      .click();
    await page.getByLabel('Your pitch').fill('Too short to read.');
    await page.getByRole('button', { name: 'Send the pitch' }).click();
    await expect(page.getByText('Your pitch should be at least 50 characters long')).toBeVisible();
    await page.getByLabel('Your pitch').fill(pitch);
    await page.getByRole('button', { name: 'Send the pitch' }).click();
    await expect(page.getByText('Pitch sent')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'See your pitches' }).click();
    await expect(page.getByText(`to ${name}`)).toBeVisible();
    await expect(page.getByText('Waiting')).toBeVisible();
  });

  await test.step('the release page gives its promotion kit in one click', async () => {
    await page.goto(`/distributions/${id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the promotion kit' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-promotion-kit\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['qr-code.png', 'smart-link.txt', 'captions/instagram.txt']),
    );
    expect(Object.keys(files).filter((name) => name.startsWith('banners/'))).toHaveLength(3);
  });

  await test.step('a curator listens and accepts it with a note; a curator is no admin', async () => {
    const context = await browser.newContext();
    await signInViaApi(context.request, curator);
    const curatorPage = await context.newPage();
    await curatorPage.goto('/admin/users');
    await expect(curatorPage).toHaveURL('/dashboard');
    await curatorPage.goto('/curation');
    const item = curatorPage.getByRole('article').filter({ hasText: name }).first();
    await expect(item.getByText(pitch)).toBeVisible();
    await expect(item.locator('audio')).toHaveAttribute(
      'src',
      /\/v1\/curation\/pitches\/.+\/audio$/,
    );
    await expectNoSeriousA11yViolations(curatorPage);
    await item.getByLabel('Note to the artist (optional)').fill('Lovely hook.');
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(item).toBeHidden();
    await context.close();
  });

  await test.step('the artist reads the answer, by e-mail and in Spanish on a phone', async () => {
    const mail = await waitForMail(me.email, /was accepted to/);
    expect(mail.text).toContain('Lovely hook.');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/playlists?lang=es');
    await expect(page.getByRole('heading', { name: 'Tus presentaciones' })).toBeVisible();
    await expect(page.getByText('Aceptada')).toBeVisible();
    await expect(page.getByText('Nota del curador: Lovely hook.')).toBeVisible();
    await expectNoSideScroll(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });
});
