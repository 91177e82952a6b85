import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { flatCoverJpeg } from '../support/media.ts';
import { createDraftViaApi } from '../support/releases.ts';

test('an artist makes a story banner of a release, keeps the choice over a reload and downloads it at its size', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request);
  await test.step('the tools hub shows what the free plan allows and leads to each tool', async () => {
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    await expect(page.getByText('2 of 2 left this month.')).toBeVisible();
    await expect(page.getByText('5 of 5 left this month.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Open Banner generator' }).click();
  });

  await test.step('a new artist is told to add cover art first', async () => {
    await expect(page).toHaveURL(/\/tools\/banner-generator$/);
    await expect(
      page.getByRole('heading', { name: 'Your releases need cover art first' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my releases' })).toBeVisible();
  });

  await createDraftViaApi(
    page.request,
    {
      title: 'Gece Yarısı',
      artist: 'Ayşe Nova',
      storeIds: [],
      releaseDate: '2027-03-05',
      wizardStep: 'tracks',
    },
    flatCoverJpeg(),
  );

  await test.step('the preview follows each choice, and the address keeps it', async () => {
    await page.reload();
    await expect(page.getByLabel('Release')).toHaveValue('Gece Yarısı · Ayşe Nova');
    await page.getByRole('radio', { name: /^Story/ }).check();
    await page.getByRole('radio', { name: 'Sunset vibe' }).check();
    await page.getByRole('radio', { name: 'Pre-save' }).check();
    const preview = page.getByRole('img', { name: /^Banner for Gece Yarısı, Story/ });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveJSProperty('naturalHeight', 1920);
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Story/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Sunset vibe' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the download is the PNG at the exact size', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('gece-yarisi-story.png');
    const file = testInfo.outputPath('banner.png');
    await download.saveAs(file);
    // A PNG's size is in its first chunk (IHDR), just after the 8-byte signature.
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
  });

  await test.step('on a phone the page fits and stays usable', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
