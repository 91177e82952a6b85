import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { appUrl } from '../support/env.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { coverPng, toneWav } from '../support/media.ts';
import { submitReleaseViaApi } from '../support/releases.ts';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the dashboard lists the releases, their activity and the free plan allowance', async ({
  page,
}) => {
  test.slow();
  const user = await signUpViaApi(page.request);
  const actions = page.getByRole('region', { name: 'Quick actions' });
  const releases = page.getByRole('region', { name: 'Your releases' });

  await test.step('without releases: the empty state and a first allowance', async () => {
    await page.goto('/dashboard');
    await expect(releases.getByText('You have no releases yet.', { exact: false })).toBeVisible();
    await expect(actions.getByText('Free plan: 0 of 2 releases used this month.')).toBeVisible();
    await expect(actions.getByRole('link', { name: 'New release' })).toBeVisible();
  });

  const files = { cover: coverPng(), wav: toneWav(70) };
  const titles = ['Harbour Lights', 'Night Ferry'];
  await test.step('a draft and two submitted singles', async () => {
    const draft = await page.request.post('/v1/releases', {
      headers: { origin: appUrl },
      data: { title: 'Sketchbook' },
    });
    expect(draft.status()).toBe(201);
    try {
      for (const [i, title] of titles.entries()) {
        await submitReleaseViaApi(
          page.request,
          {
            title,
            artist: `Nova ${user.username.slice(2, 10)}`,
            storeIds: ['spotify'],
            releaseDate: inDays(30 + i * 7),
          },
          files,
        );
      }
    } finally {
      // The WAV is the run's shared one (support/media.ts).
      rmSync(dirname(files.cover), { recursive: true, force: true });
    }
  });

  await test.step('the dashboard shows them with their status, and what happened', async () => {
    await page.goto('/dashboard');
    await expect(releases.getByText('You have no releases yet.', { exact: false })).toHaveCount(0);
    const upcoming = releases.getByRole('list', { name: 'Upcoming' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(2);
    await expect(upcoming.getByRole('listitem').first()).toContainText('Harbour Lights');
    await expect(upcoming.getByRole('listitem').first()).toContainText('Submitted');
    const latest = releases.getByRole('list', { name: 'Latest' });
    // Newest first: the draft, started before the singles, comes last.
    await expect(latest.getByRole('listitem').first()).toContainText('Night Ferry');
    await expect(latest.getByRole('listitem').last()).toContainText('Draft');
    await expect(latest.getByRole('link', { name: 'Sketchbook' })).toBeVisible();

    const activity = page.getByRole('region', { name: 'Release activity' });
    await expect(activity.getByRole('listitem').first()).toContainText(
      'Submitted for review · Night Ferry',
    );
    await releases.getByRole('link', { name: 'See all 3 releases' }).click();
    await expect(page).toHaveURL('/distributions');
  });

  await test.step('the month is used up: no new release, a clear message and the way to more', async () => {
    const usedUp = page.getByRole('alert').filter({ hasText: "This month's releases are used up" });
    await expect(usedUp).toBeVisible();
    await expect(page.getByRole('link', { name: 'New release' })).toHaveCount(0);

    await page.goto('/distributions/new');
    await expect(usedUp).toBeVisible();
    await expect(page.getByLabel('Release title')).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(actions.getByRole('link', { name: 'New release' })).toHaveCount(0);
    await actions.getByRole('link', { name: 'Upgrade your plan' }).click();
    await expect(page).toHaveURL(/\/upgrade\?from=release_allowance$/);
  });
});
