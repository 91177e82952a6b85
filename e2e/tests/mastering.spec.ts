import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { adminApi, expect, setPlanViaApi, signUpViaApi } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { choose } from '../support/wizard.ts';
import {
  createDraftViaApi,
  uploadAudioViaApi,
  withReleaseFiles as test,
} from '../support/releases.ts';

const origin = { origin: appUrl };

test('a pro artist masters a track, compares it at matched loudness and uses it on a draft', async ({
  page,
  playwright,
  files,
}) => {
  test.setTimeout(180_000);
  const user = await signUpViaApi(page.request);
  const admin = await adminApi(playwright);
  await setPlanViaApi(admin, user.id, 'pro');
  await admin.dispose();
  const draft = await createDraftViaApi(
    page.request,
    { title: 'Harbour Lights', artist: 'Nova Lights', storeIds: ['spotify'], wizardStep: 'tracks' },
    files.cover,
  );
  const track = await page.request.post(`/v1/releases/${draft.id}/tracks`, {
    headers: origin,
    data: {
      title: 'Harbour Lights',
      language: 'es',
      audioUploadId: await uploadAudioViaApi(page.request, files.wav),
    },
  });
  expect(track.status(), await track.text()).toBe(201);
  const trackId = (await track.json()).id as string;

  await test.step('the wizard: audio by tus, the loop, a preset', async () => {
    await page.goto('/tools/mastering');
    await expect(page.getByRole('heading', { name: 'Mastering', level: 1 })).toBeVisible();
    await expect(page.getByText(/no AI/)).toBeVisible();
    await page.getByLabel('Project name').fill('Harbour master');
    await page.locator('input[type="file"]').first().setInputFiles(files.wav);
    await expect(page.getByText('tone.wav (1:10)')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Loop start (seconds)' }).fill('20');
    await expect(page.getByText('The preview is the 30 seconds from 0:20 to 0:50.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Warm/ }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Make the preview' }).click();
    await expect(page).toHaveURL(/\/tools\/mastering\/[\w-]+$/);
  });

  await test.step('the preview: before and after, and the measured figures', async () => {
    await expect(page.getByText('Preview: Ready')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^Before$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Before' })).toBeChecked();
    const figures = page.getByRole('table', { name: /Measured before and after/ });
    await expect(figures.getByRole('row', { name: /Integrated loudness/ })).toContainText('LUFS');
    await expect(figures.getByRole('row', { name: /True peak/ })).toContainText('≤ -1.0 dBTP');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the final master: downloads, then the draft track takes it', async () => {
    await page.getByRole('button', { name: 'Make the final master' }).click();
    await expect(page.getByText('Final master: Ready')).toBeVisible({ timeout: 90_000 });
    const wav = page.getByRole('link', { name: 'WAV 24-bit' });
    const download = await page.request.get(await wav.getAttribute('href').then((h) => h!));
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    await choose(page, 'Draft release', 'Harbour Lights');
    await choose(page, 'Track', '1. Harbour Lights');
    await page.getByRole('button', { name: "Use as this track's audio" }).click();
    await expect(page.getByText("The master is now this track's audio.")).toBeVisible();
    const tracks = await page.request.get(`/v1/releases/${draft.id}/tracks`);
    const used = (
      (await tracks.json()).items as { id: string; audio: { uploadId: string } }[]
    ).find((t) => t.id === trackId);
    const upload = await page.request.get(`/v1/uploads/${used!.audio.uploadId}`);
    expect((await upload.json()).filename).toBe('Harbour master (master).wav');
  });

  await test.step('a phone in the dark theme', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByText('Final master: Ready')).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/tools/mastering');
    await expect(page.getByRole('link', { name: 'Harbour master' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
