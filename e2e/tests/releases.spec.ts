import type { Page } from '@playwright/test';
import {
  adminApi,
  expect,
  setPlanViaApi,
  signIn,
  signUpViaApi,
  test,
} from '../support/fixtures.ts';
import { appUrl } from '../support/env.ts';
import { choose, en, fillTrackCredits, wizard } from '../support/wizard.ts';
import { toneWav } from '../support/media.ts';

/** A 70-second WAV (the run's shared one). */
const withAudio = test.extend<{ wav: string }>({
  // eslint-disable-next-line no-empty-pattern
  wav: async ({}, use) => {
    await use(toneWav(70));
  },
});

/** A day `days` from today, as the date inputs take it (YYYY-MM-DD). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function saveAndContinue(page: Page, next: string) {
  await page.getByRole('button', { name: wizard('continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${next}$`));
}

/** Step 1: title, artist, language and genre; the release type when given. */
async function fillBasicInfo(page: Page, title: string, artist: string | null, type?: string) {
  await expect(page.getByText(wizard('stepOf', { current: 1, total: 6 }))).toBeVisible();
  await page.getByLabel(wizard('basic.releaseTitle')).fill(title);
  if (artist) await choose(page, wizard('basic.artist'), artist);
  if (type) await choose(page, wizard('basic.releaseType'), type);
  await choose(page, wizard('basic.language'), 'English', 'English');
  await choose(page, wizard('basic.primaryGenre'), en('artists', 'genres.pop'));
}

/** Step 2: a free template of the cover generator, uploaded as the release's artwork. */
async function generateCover(page: Page, title: string, template: string) {
  await page.getByRole('tab', { name: en('artwork', 'tabs.generate') }).click();
  await page.getByRole('radio', { name: template }).check();
  await page.getByRole('button', { name: en('artwork', 'generator.apply') }).click();
  await expect(
    page.getByRole('img', { name: en('artwork', 'preview.alt', { title }) }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(en('artwork', 'preview.ready'))).toBeVisible();
}

test.describe('releases', () => {
  withAudio(
    'on a paid plan, a release goes through the six steps and is submitted',
    async ({ page, request, playwright, wav }) => {
      // Two uploads and the server's audio check: room for a busy machine.
      withAudio.setTimeout(120_000);
      const user = await signUpViaApi(request);
      const admin = await adminApi(playwright);
      await setPlanViaApi(admin, user.id, 'pro');
      await admin.dispose();
      await signIn(page, user);

      // An artist of its own, made on the artists page.
      const artist = `Nova ${user.username.slice(2, 10)}`;
      await page.goto('/artists/new');
      await page.getByRole('textbox', { name: en('artists', 'fields.name') }).fill(artist);
      await choose(page, en('artists', 'fields.type'), en('artists', 'types.band'));
      await choose(page, en('artists', 'fields.country'), 'Spain', 'Spain');
      await choose(page, en('artists', 'fields.mainGenre'), en('artists', 'genres.pop'));
      await page.getByRole('radio', { name: en('artists', 'profile.toBeCreated') }).check();
      await page.getByRole('button', { name: en('artists', 'form.create') }).click();
      await expect(page).toHaveURL('/artists');
      await expect(page.getByText(artist, { exact: true }).first()).toBeVisible();

      await page.goto('/distributions');
      await page
        .getByRole('link', { name: en('releases', 'list.create') })
        .first()
        .click();
      const title = 'First Light';
      await fillBasicInfo(page, title, artist, en('releases', 'types.single'));
      await saveAndContinue(page, 'artwork');

      await generateCover(page, title, en('artwork', 'templates.gradient'));
      await saveAndContinue(page, 'tracks');

      await page.getByRole('button', { name: wizard('tracks.add') }).click();
      await expect(
        page.getByRole('heading', { name: wizard('tracks.trackN', { n: 1 }) }),
      ).toBeVisible();
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', {
          name: `${wizard('audio.choose')} (${wizard('tracks.trackN', { n: 1 })})`,
        })
        .click();
      await (await chooser).setFiles(wav);
      await expect(page.getByText(wizard('audio.complete'))).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText(wizard('audio.duration', { duration: '1:10' }))).toBeVisible();
      await page.getByLabel(wizard('tracks.fields.title')).fill(title);
      await fillTrackCredits(page);
      await expect(page.getByText(wizard('tracks.total', { total: '100%' }))).toBeVisible();
      await saveAndContinue(page, 'platforms');

      // Every store is open on the paid plan.
      await expect(page.getByRole('checkbox', { name: 'Qobuz', exact: true })).toBeEnabled();
      await page.getByRole('button', { name: wizard('stores.selectAll') }).click();
      await expect(page.getByText(/^(\d+) of \1 selected$/)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Qobuz', exact: true })).toBeChecked();
      await saveAndContinue(page, 'distribution');

      await expect(
        page.getByRole('radio', {
          name: new RegExp(`^${wizard('distribution.schedules.standard')}`),
        }),
      ).toBeChecked();
      await page.getByLabel(wizard('distribution.releaseDate'), { exact: true }).fill(inDays(28));
      await saveAndContinue(page, 'review');

      for (const key of ['rights', 'noInfringement', 'terms'])
        await page.getByRole('checkbox', { name: wizard(`review.${key}`) }).check();
      await page.getByRole('button', { name: wizard('review.submit') }).click();
      await expect(page).toHaveURL(/\/distributions\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByText(en('releases', 'status.submitted'), { exact: true }),
      ).toBeVisible();
      const timeline = page.getByRole('region', { name: en('releases', 'detail.timeline') });
      // The first step is done; the review is the one under way.
      const received = en('releases', 'timeline.submission_received');
      await expect(timeline).toContainText(
        new RegExp(`${received}\\s*${en('releases', 'detail.states.done')}`),
      );
      await expect(timeline.locator('[aria-current="step"]')).toContainText(
        en('releases', 'timeline.review'),
      );
    },
  );

  test('on the free plan, a release has one track and reaches the major platforms', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page.request);
    await page.goto('/distributions/new');

    // The artist is made from the wizard itself this time.
    await page.getByRole('button', { name: wizard('basic.createArtist') }).click();
    const dialog = page.getByRole('dialog', { name: wizard('artistModal.title') });
    await dialog.getByLabel(wizard('artistModal.name')).fill('Free Lights');
    await choose(page, wizard('artistModal.type'), en('artists', 'types.solo'));
    await choose(page, wizard('artistModal.genre'), en('artists', 'genres.pop'));
    await choose(page, wizard('artistModal.country'), 'Spain', 'Spain');
    await dialog.getByRole('button', { name: wizard('artistModal.create') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(wizard('basic.singleOnly'))).toBeVisible();
    await fillBasicInfo(page, 'Only One', null);
    await saveAndContinue(page, 'artwork');

    await generateCover(page, 'Only One', en('artwork', 'templates.minimal'));
    await saveAndContinue(page, 'tracks');

    await page.getByRole('button', { name: wizard('tracks.add') }).click();
    await expect(
      page.getByRole('heading', { name: wizard('tracks.trackN', { n: 1 }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: wizard('tracks.add') }).click();
    const limit = en('errors', 'track_limit_exceeded');
    expect(limit).toMatch(/^Track limit exceeded\./);
    await expect(page.getByRole('alert', { name: limit })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: wizard('tracks.trackN', { n: 2 }) }),
    ).toHaveCount(0);

    // The track's own details are the paid journey's; here the draft moves on to platforms.
    const id = page.url().split('/')[4]!;
    const moved = await page.request.patch(`/v1/releases/${id}`, {
      headers: { origin: appUrl },
      data: { wizardStep: 'platforms' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.goto(`/distributions/${id}/edit/platforms`);

    const notice = page.getByRole('note');
    await expect(notice).toContainText(wizard('stores.freeNotice'));
    await expect(notice.getByRole('link')).toHaveAttribute(
      'href',
      /^\/upgrade\?from=wizard_platforms$/,
    );
    const premium = page.getByRole('checkbox', { name: 'Qobuz', exact: true });
    await expect(premium).toBeDisabled();
    await page.getByRole('button', { name: wizard('stores.selectAll') }).click();
    await expect(page.getByText(wizard('stores.selected', { count: 14, total: 14 }))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Spotify', exact: true })).toBeChecked();
    await expect(premium).not.toBeChecked();
  });
});
