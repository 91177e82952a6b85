import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { flatCoverJpeg } from '../support/media.ts';
import { createDraftViaApi } from '../support/releases.ts';
import { choose } from '../support/wizard.ts';

const origin = { origin: appUrl };

test('a free artist makes cover art, puts one image on a draft, downloads another, and uses up the month', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUpViaApi(page.request);
  const draft = await createDraftViaApi(
    page.request,
    { title: 'Gece Yarısı', artist: 'Ayşe Nova', storeIds: [], wizardStep: 'tracks' },
    flatCoverJpeg(),
  );
  const artworkOf = async () =>
    (
      (await (await page.request.get(`/v1/releases/${draft.id}`)).json()) as {
        artwork: { uploadId: string; status: string };
      }
    ).artwork;
  const firstArtwork = await artworkOf();

  await test.step('the tools hub shows the month’s allowance and leads to the generator', async () => {
    await page.goto('/tools');
    const card = page
      .getByRole('heading', { name: 'Cover art generator' })
      .locator('..')
      .locator('..');
    await expect(card.getByText('3 of 3 left this month.')).toBeVisible();
    await page.getByRole('link', { name: 'Open Cover art generator' }).click();
    await expect(page).toHaveURL(/\/tools\/cover-art$/);
  });

  await test.step('words and a look give four images, labelled as the built-in generator', async () => {
    await expect(page.getByText("Soundpost's built-in generator").first()).toBeVisible();
    await page.getByLabel('Describe the cover').fill('Kırmızı gece, şehir ışıkları');
    await choose(page, 'Look', 'Retro');
    await page.getByRole('button', { name: 'Make four images' }).click();
    await expect(page.getByText('Making your four images…')).toBeVisible();
    await expect(page.getByRole('img', { name: /of 4 for “Kırmızı gece/ })).toHaveCount(4, {
      timeout: 120_000,
    });
    await expect(page.getByText('2 of 3 left this month.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('one click makes an image the draft’s artwork, checked like an upload', async () => {
    await page.getByRole('button', { name: 'Use as artwork' }).first().click();
    const dialog = page.getByRole('dialog', { name: "Use as a release's artwork" });
    await choose(page, 'Release', 'Gece Yarısı · Ayşe Nova');
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await expect(dialog.getByText('It is now the artwork of “Gece Yarısı”.')).toBeVisible();
    const artwork = await artworkOf();
    expect(artwork.uploadId).not.toBe(firstArtwork.uploadId);
    expect(artwork.status).toBe('complete');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  });

  await test.step('another downloads as the 3000x3000 JPEG, and the set is still there after a reload', async () => {
    await page.reload();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download image 2 (3000x3000 JPEG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cover-art-2.jpg');
    const file = testInfo.outputPath('cover.jpg');
    await download.saveAs(file);
    const jpeg = readFileSync(file);
    // The baseline frame header (SOF0, FF C0): height, then width, after the length and precision.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect([jpeg.readUInt16BE(sof + 5), jpeg.readUInt16BE(sof + 7)]).toEqual([3000, 3000]);
  });

  await test.step('the month’s last sets used, the form waits and shows the way up', async () => {
    for (const prompt of ['two', 'three']) {
      const res = await page.request.post('/v1/cover-art', {
        headers: origin,
        data: { prompt, style: 'minimal' },
      });
      expect(res.status(), await res.text()).toBe(202);
    }
    await page.reload();
    await expect(page.getByText(/None left this month/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make four images' })).toBeDisabled();
  });

  await test.step('on a phone the page fits and stays usable', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
