import type { Locator, Page } from '@playwright/test';
import { reopeningReasons } from '@soundpost/contracts/catalog';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { message, text } from '../support/catalogs.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { flatCoverJpeg, toneWav } from '../support/media.ts';
import { submitReleaseViaApi, type ReleaseFiles } from '../support/releases.ts';
import { acknowledge, ackRead, waitForBatch } from '../support/stores.ts';
import { runJob } from '../support/test-control.ts';
import { en } from '../support/wizard.ts';

/**
 * A flat-colour cover and a 70-second WAV (the run's shared ones), and the artist's browser,
 * which speaks Spanish; the reviewer's (adminPage) speaks English.
 */
const journey = test.extend<{ files: ReleaseFiles; artistPage: Page }>({
  // eslint-disable-next-line no-empty-pattern
  files: async ({}, use) => {
    await use({ cover: flatCoverJpeg(), wav: toneWav(70) });
  },
  artistPage: async ({ browser }, use) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    await use(await context.newPage());
    await context.close();
  },
});

// The real captcha, two uploads and their checks, a cover drawn in the browser, and the
// audio encoded for two stores.
journey.slow(true, 'a whole release lifecycle');

const es = (ns: string, key: string, values?: Record<string, string | number>) =>
  text('es', ns, key, values);
const review = (key: string) => en('review', key);

/** A UTC day `days` from today, as release dates are written (YYYY-MM-DD). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const stores = [
  { id: 'spotify', name: 'Spotify' },
  { id: 'deezer', name: 'Deezer' },
];

/** The release's title with its status badge beside it (detail and review pages). */
const titleRow = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title }).locator('xpath=..');

/** A store's row in the detail page's Stores section. */
const storeRow = (page: Page, name: string): Locator =>
  page
    .getByRole('region', { name: es('delivery', 'stores.title') })
    .getByRole('listitem')
    .filter({ hasText: name });

/** Takes the release into review from its review page and waits for the hold. */
async function take(adminPage: Page) {
  await adminPage.getByRole('button', { name: review('actions.take') }).click();
  const since = message('en', 'review', 'hold.mine').split('{{date}}')[0]!;
  await expect(adminPage.getByText(since, { exact: false })).toBeVisible();
}

journey(
  'a reviewer reopens a release for its cover; the artist fixes it in Spanish; it is delivered, published and goes live',
  async ({ artistPage: page, adminPage, files }) => {
    // Reason 11 of the spec's list of 17.
    expect(reopeningReasons[10]).toBe('invalid_cover_art');

    const artist = await signUpViaApi(page.request, { lang: 'es' });
    const tag = artist.username.slice(2, 10);
    const title = `Luz ${tag}`;
    const artistName = `Nova ${tag}`;
    const releaseDate = inDays(22);
    const { id, artworkUploadId } = await submitReleaseViaApi(
      page.request,
      { title, artist: artistName, storeIds: stores.map((s) => s.id), releaseDate },
      files,
    );

    // The reviewer finds it in the queue and opens its review page.
    await adminPage.goto('/admin/releases');
    await adminPage.getByRole('link', { name: title, exact: true }).click();
    await expect(adminPage).toHaveURL(`/admin/releases/${id}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      adminPage
        .getByRole('region', { name: review('actions.label') })
        .getByText(review('actions.takeFirst')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage);
    await take(adminPage);

    // Reopened with reason 11 and a note.
    const note = `The cover is one flat colour: add the title "${title}" and the artist's name.`;
    await adminPage.getByRole('button', { name: review('actions.reopen') }).click();
    const dialog = adminPage.getByRole('dialog', { name: review('reopen.title') });
    await dialog.getByLabel(review('reopen.reason')).fill('Invalid cover');
    await adminPage
      .getByRole('option', { name: en('releases', 'reasons.invalid_cover_art.name'), exact: true })
      .click();
    await expect(
      dialog.getByText(en('releases', 'reasons.invalid_cover_art.meaning')),
    ).toBeVisible();
    await dialog.getByLabel(review('reopen.note')).fill(note);
    await dialog.getByRole('button', { name: review('actions.reopen') }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText(review('done.reopen'))).toBeVisible();

    // The artist reads the reason's Spanish name and meaning, and the reviewer's note.
    await page.goto(`/distributions/${id}`);
    await expect(titleRow(page, title)).toContainText(es('releases', 'status.reopened'));
    const reason = es('releases', 'reasons.invalid_cover_art.name');
    const notice = page
      .getByRole('status')
      .filter({ hasText: es('releases', 'detail.reopenedTitle', { reason }) });
    await expect(notice).toContainText(
      es('releases', 'detail.reopenedMeaning', {
        meaning: es('releases', 'reasons.invalid_cover_art.meaning'),
      }),
    );
    await expect(notice).toContainText(es('releases', 'detail.reopenedNote', { note }));

    // …and fixes the artwork in the wizard: a generated cover replaces the flat one.
    await notice.getByRole('link', { name: es('releases', 'detail.editAndResubmit') }).click();
    await expect(page).toHaveURL(`/distributions/${id}/edit/artwork`);
    await page.getByRole('button', { name: es('artwork', 'preview.replace') }).click();
    await page.getByRole('tab', { name: es('artwork', 'tabs.generate') }).click();
    await page.getByRole('radio', { name: es('artwork', 'templates.minimal') }).check();
    await page.getByRole('button', { name: es('artwork', 'generator.apply') }).click();
    await expect(
      page.getByRole('img', { name: es('artwork', 'preview.alt', { title }) }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(es('artwork', 'preview.ready'))).toBeVisible();
    await page.getByRole('button', { name: es('wizard', 'continue') }).click();
    await expect(page).toHaveURL(`/distributions/${id}/edit/tracks`);
    const saved = (await (await page.request.get(`/v1/releases/${id}`)).json()) as {
      artwork: { uploadId: string };
    };
    expect(saved.artwork.uploadId).not.toBe(artworkUploadId);

    // The other steps are as they were: straight to the review step, and submit again.
    await page
      .getByRole('navigation', { name: es('wizard', 'progress') })
      .getByRole('button', { name: new RegExp(es('wizard', 'steps.review')) })
      .click();
    await expect(page).toHaveURL(`/distributions/${id}/edit/review`);
    for (const key of ['rights', 'noInfringement', 'terms'])
      await page.getByRole('checkbox', { name: es('wizard', `review.${key}`) }).check();
    await page.getByRole('button', { name: es('wizard', 'review.submit') }).click();
    await expect(page).toHaveURL(`/distributions/${id}`);
    await expect(titleRow(page, title)).toContainText(es('releases', 'status.submitted'));

    // The reviewer takes the resubmitted release and approves it.
    await adminPage.reload();
    await expect(titleRow(adminPage, title)).toContainText(en('releases', 'status.submitted'));
    await take(adminPage);
    await adminPage.getByRole('button', { name: review('actions.approve') }).click();
    await expect(adminPage.getByText(review('done.approve'))).toBeVisible();

    // Delivery to the folder transport: one complete batch per store, then their ACKs.
    const batches = await Promise.all(stores.map((s) => waitForBatch(s.id, id)));
    for (const batch of batches) {
      expect(batch.files).toEqual(
        expect.arrayContaining([
          `BatchComplete_${batch.batchId}.xml`,
          `${id}/${id}.xml`,
          `${id}/resources/cover.jpg`,
        ]),
      );
      expect(batch.files.filter((f) => f.endsWith('.flac'))).toHaveLength(1);
    }
    // The ACK job reads the stores whose deliveries wait for an answer (delivered).
    await expect
      .poll(async () => {
        const res = await page.request.get(`/v1/releases/${id}/stores`);
        return ((await res.json()) as { items: { state: string | null }[] }).items.map(
          (s) => s.state,
        );
      })
      .toEqual(['delivered', 'delivered']);
    for (const batch of batches) await acknowledge(batch);
    await runJob(page.request, 'delivery.acks');
    for (const batch of batches) expect(ackRead(batch), batch.storeId).toBe(true);

    await page.reload();
    await expect(titleRow(page, title)).toContainText(es('releases', 'status.published'));
    for (const store of stores)
      await expect(storeRow(page, store.name)).toContainText(
        es('delivery', 'storeStates.acknowledged'),
      );

    // The release date comes: go-live runs on a clock moved just past it (that run's alone).
    const pastReleaseDate = Date.parse(`${releaseDate}T01:00:00Z`) - Date.now();
    await runJob(page.request, 'delivery.go-live', { offsetMs: pastReleaseDate });
    await page.reload();
    await expect(titleRow(page, title)).toContainText(es('releases', 'status.live'));
    const links = {
      spotify: /^https:\/\/open\.spotify\.com\/search\/upc:\d{12,13}$/,
      deezer: new RegExp(
        `^https://www\\.deezer\\.com/search/${encodeURIComponent(artistName)}%20${encodeURIComponent(title)}$`,
      ),
    };
    for (const store of stores) {
      const row = storeRow(page, store.name);
      await expect(row).toContainText(es('delivery', 'storeStates.live'));
      await expect(
        row.getByRole('link', { name: es('delivery', 'stores.open', { store: store.name }) }),
      ).toHaveAttribute('href', links[store.id as keyof typeof links]);
    }
  },
);
