import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { adminApi, expect, setPlanViaApi, signUpViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { coverPng, toneWav } from '../support/media.ts';
import { createDraftViaApi } from '../support/releases.ts';
import { appUrl } from '../support/env.ts';
import { en, fillTrackCredits, wizard } from '../support/wizard.ts';

/** A new free account with a draft at `step` (its artist and cover made through the API). */
async function draftAt(page: Page, step: string, storeIds = ['spotify']) {
  const user = await signUpViaApi(page.request);
  const cover = coverPng();
  try {
    const draft = await createDraftViaApi(
      page.request,
      {
        title: 'Neon Tides',
        artist: `Nova ${user.username.slice(2, 10)}`,
        storeIds,
        wizardStep: step,
      },
      cover,
    );
    return { user, id: draft.id };
  } finally {
    rmSync(dirname(cover), { recursive: true, force: true });
  }
}

async function addFirstTrack(page: Page, id: string) {
  await page.goto(`/distributions/${id}/edit/tracks`);
  await page.getByRole('button', { name: wizard('tracks.add') }).click();
  await expect(
    page.getByRole('heading', { name: wizard('tracks.trackN', { n: 1 }) }),
  ).toBeVisible();
}

type StoreList = { items: { id: string; name: string; availableOnPlan: boolean }[] };

const titleField = (page: Page) => page.getByLabel(wizard('tracks.fields.title'));
const saved = (page: Page) => page.getByText(wizard('tracks.savedTrack'), { exact: true });

test.describe('release wizard', () => {
  test('the tracks step keeps what was typed: a failed Add a track, Back to releases, a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { id } = await draftAt(page, 'tracks');
    await addFirstTrack(page, id);

    await titleField(page).fill('Neon Tides');
    await fillTrackCredits(page);

    // The free plan's one track: the refusal leaves the typed track alone.
    await page.getByRole('button', { name: wizard('tracks.add') }).click();
    await expect(
      page.getByRole('alert', { name: en('errors', 'track_limit_exceeded') }),
    ).toBeVisible();
    await expect(saved(page)).toBeVisible();

    await page.reload();
    await expect(titleField(page)).toHaveValue('Neon Tides');
    await expect(
      page.getByRole('combobox', { name: wizard('tracks.fields.language') }),
    ).toHaveValue('English');
    await expect(page.getByLabel(wizard('tracks.performerName', { n: 1 }))).toHaveValue(
      'Ada Lovelace',
    );
    await expect(
      page.getByRole('combobox', { name: wizard('tracks.instrument', { n: 1 }) }),
    ).toHaveValue(en('releases', 'instruments.piano'));
    await expect(page.getByLabel(wizard('tracks.contributorName', { n: 1 }))).toHaveValue(
      'Ada Lovelace',
    );

    // Leaving at once, before the pause: the link waits for the save.
    await titleField(page).fill('Neon Tides Reprise');
    await page.getByRole('link', { name: wizard('backToReleases') }).click();
    await expect(page).toHaveURL(/\/distributions$/);
    await page.goto(`/distributions/${id}/edit/tracks`);
    await expect(titleField(page)).toHaveValue('Neon Tides Reprise');

    // Closing the tab with a change not saved yet asks first.
    await titleField(page).fill('Neon Tides Live');
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.accept();
  });

  test('the other steps keep what was changed when the artist leaves them another way', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { id } = await draftAt(page, 'platforms');
    const releaseTitle = page.getByLabel(wizard('basic.releaseTitle'));
    await page.goto(`/distributions/${id}/edit/basic-info`);
    await releaseTitle.fill('Neon Tides Deluxe');
    await page.getByRole('link', { name: wizard('backToReleases') }).click();
    await expect(page).toHaveURL(/\/distributions$/);
    await page.goto(`/distributions/${id}/edit/basic-info`);
    await expect(releaseTitle).toHaveValue('Neon Tides Deluxe');

    // A second store ticked, then the step's own Back: the selection is kept.
    const stores = (await (await page.request.get('/v1/stores')).json()) as StoreList;
    const second = stores.items.find((s) => s.availableOnPlan && s.id !== 'spotify')!;
    await page.goto(`/distributions/${id}/edit/platforms`);
    await page.getByRole('checkbox', { name: second.name, exact: true }).check();
    await page.getByRole('link', { name: wizard('back'), exact: true }).click();
    await expect(page).toHaveURL(/\/edit\/tracks$/);
    await page.goto(`/distributions/${id}/edit/platforms`);
    await expect(page.getByRole('checkbox', { name: second.name, exact: true })).toBeChecked();
  });

  test('a banned word is named at the title; a damaged file says so and offers another', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const { id } = await draftAt(page, 'tracks');
    await addFirstTrack(page, id);

    await titleField(page).fill('Neon Tides (Official Audio)');
    const banned = wizard('messages.bannedWord', { words: 'official audio' });
    await expect(page.getByText(banned, { exact: true })).toBeVisible();
    // The summary names the track and the field, and leads to it.
    const summary = page.getByRole('link', {
      name: `${wizard('tracks.trackN', { n: 1 })}: ${wizard('tracks.fields.title')}: ${banned}`,
    });
    await summary.click();
    await expect(titleField(page)).toBeFocused();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
    await expect(titleField(page)).toHaveAttribute('aria-invalid', 'true');
    await titleField(page).fill('Neon Tides');
    await expect(saved(page)).toBeVisible();
    await expect(titleField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveCount(0);

    // The run's shared WAV, and its first half in a folder of this test's own.
    const wav = toneWav(70);
    const damaged = join(mkdtempSync(join(tmpdir(), 'soundpost-e2e-')), 'damaged.wav');
    const bytes = readFileSync(wav);
    writeFileSync(damaged, bytes.subarray(0, bytes.length / 2));
    try {
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', {
          name: `${wizard('audio.choose')} (${wizard('tracks.trackN', { n: 1 })})`,
        })
        .click();
      await (await chooser).setFiles(damaged);
      const failure = page.getByRole('alert', { name: wizard('audio.damagedTitle') });
      await expect(failure).toBeVisible({ timeout: 45_000 });
      await expect(failure).toContainText(wizard('audio.fileName', { name: 'damaged.wav' }));
      await expect(failure).toContainText(en('errors', 'audio_damaged'));
      await expect(failure.getByRole('button', { name: wizard('audio.retry') })).toHaveCount(0);

      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);

      const again = page.waitForEvent('filechooser');
      await failure
        .getByRole('button', {
          name: `${wizard('audio.chooseAnother')} (${wizard('tracks.trackN', { n: 1 })})`,
        })
        .click();
      await (await again).setFiles(wav);
      await expect(page.getByText(wizard('audio.complete'))).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText(wizard('audio.fileName', { name: 'tone.wav' }))).toBeVisible();
      const player = page.getByLabel(wizard('audio.player', { name: 'tone.wav' }));
      await expect(player).toBeVisible();
      const src = (await player.getAttribute('src'))!;
      const part = await page.request.get(src, { headers: { range: 'bytes=0-99' } });
      expect(part.status()).toBe(206);
      expect((await part.body()).length).toBe(100);
    } finally {
      rmSync(dirname(damaged), { recursive: true, force: true });
    }
  });

  test('after a downgrade, the platforms step counts only what will be delivered', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const user = await signUpViaApi(page.request);
    const admin = await adminApi(playwright);
    await setPlanViaApi(admin, user.id, 'pro');
    const stores = (await (await page.request.get('/v1/stores')).json()) as StoreList;
    const cover = coverPng();
    const draft = await createDraftViaApi(
      page.request,
      {
        title: 'Neon Tides',
        artist: `Nova ${user.username.slice(2, 10)}`,
        storeIds: stores.items.map((s) => s.id),
        wizardStep: 'platforms',
      },
      cover,
    );
    rmSync(dirname(cover), { recursive: true, force: true });
    await setPlanViaApi(admin, user.id, 'lite');
    await admin.dispose();

    const free = (await (await page.request.get('/v1/stores')).json()) as StoreList;
    const open = free.items.filter((s) => s.availableOnPlan);
    const skipped = free.items.filter((s) => !s.availableOnPlan);
    expect(skipped.length).toBeGreaterThan(1);
    await page.goto(`/distributions/${draft.id}/edit/platforms`);
    await expect(
      page.getByText(wizard('stores.selected', { count: open.length, total: open.length })),
    ).toBeVisible();
    await expect(
      page.getByText(wizard('stores.skipped_other', { count: skipped.length })),
    ).toBeVisible();
    const names = page.locator('#skipped-stores');
    await expect(names).toBeHidden();
    await page.getByRole('button', { name: wizard('stores.skippedDetails') }).click();
    await expect(names).toBeVisible();
    await expect(names).toContainText(skipped[0]!.name);
    await page.getByRole('button', { name: wizard('continue') }).click();
    await expect(page).toHaveURL(/\/edit\/distribution$/);
  });

  test('a word banned after the title was saved: Fix it opens the track title', async ({
    page,
    playwright,
  }) => {
    const word = `zq${Date.now().toString(36)}`;
    const { id } = await draftAt(page, 'review');
    const track = await page.request.post(`/v1/releases/${id}/tracks`, {
      headers: { origin: appUrl },
      data: { title: `Neon ${word}` },
    });
    expect(track.status(), await track.text()).toBe(201);
    const admin = await adminApi(playwright);
    const added = await admin.post('/v1/admin/banned-words', {
      headers: { origin: appUrl },
      data: { word },
    });
    expect(added.status()).toBe(201);
    try {
      await page.goto(`/distributions/${id}/edit/review`);
      for (const key of ['rights', 'noInfringement', 'terms'])
        await page.getByRole('checkbox', { name: wizard(`review.${key}`) }).check();
      await page.getByRole('button', { name: wizard('review.submit') }).click();
      const problem = page
        .getByRole('listitem')
        .filter({ hasText: wizard('messages.bannedWord', { words: word }) });
      await expect(problem).toContainText(
        wizard('tracks.trackNamed', { n: 1, title: `Neon ${word}` }),
      );
      await problem.getByRole('link', { name: wizard('review.fixIt') }).click();
      await expect(page).toHaveURL(/\/edit\/tracks#track-[^/]+-title$/);
      await expect(titleField(page)).toBeFocused();
    } finally {
      await admin.delete(`/v1/admin/banned-words/${word}`, { headers: { origin: appUrl } });
      await admin.dispose();
    }
  });
});
