import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { text } from '../support/catalogs.ts';
import { appUrl } from '../support/env.ts';
import { answerCaptcha, expect, newUser, signUpViaApi, test } from '../support/fixtures.ts';
import { expectNoSideScroll } from '../support/layout.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { submitReleaseViaApi, withReleaseFiles } from '../support/releases.ts';

const journey = withReleaseFiles;
journey.slow(true, 'a release with uploads, a sign-up solving the captcha, then a report import');

const s = (key: string, values?: Record<string, string | number>) =>
  text('en', 'splits', key, values);
const r = (key: string, values?: Record<string, string | number>) =>
  text('en', 'royalties', key, values);

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A distributor TSV with one line of $10.00 for the track. */
const report = (isrc: string, title: string) =>
  [
    'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD',
    ['2026-02-10', '2026-01', 'Spotify', 'Nova', title, isrc, '', 1000, 'TR', '10.00'].join('\t'),
    '',
  ].join('\n');

journey(
  'an owner shares a release; the invited collaborator signs up, accepts, and both see their parts',
  async ({ page, adminPage, browser, files }) => {
    const owner = await signUpViaApi(page.request);
    const tag = owner.username.slice(2, 10);
    const title = `Duet ${tag}`;
    const { id } = await submitReleaseViaApi(
      page.request,
      { title, artist: `Nova ${tag}`, storeIds: ['spotify'], releaseDate: inDays(30) },
      files,
    );
    const tracks = (await (await page.request.get(`/v1/releases/${id}/tracks`)).json()) as {
      items: { isrc: string }[];
    };
    const isrc = tracks.items[0]!.isrc;
    const collaborator = newUser();

    await test.step('the owner invites a collaborator to 30% of the release', async () => {
      await page.goto(`/distributions/${id}`);
      const section = page.getByRole('region', { name: s('section.title') });
      await section.getByLabel(s('form.email')).fill(collaborator.email);
      await section.getByLabel(s('form.percent')).fill('30');
      await section.getByRole('button', { name: s('form.submit') }).click();
      await expect(page.getByText(s('form.invited', { email: collaborator.email }))).toBeVisible();
      const row = section.getByTestId('split-row');
      await expect(row).toContainText(`${collaborator.email} · 30%`);
      await expect(row).toContainText(s('status.pending'));
      await expectNoSeriousA11yViolations(page);
    });

    const invitation = await browser.newContext();
    const guest = await invitation.newPage();
    await test.step('the collaborator opens the e-mail, signs up from it and accepts', async () => {
      const mail = await waitForMail(collaborator.email, /invited you to share earnings/);
      await guest.goto(linkIn(mail, `${appUrl}/splits/invitation?token=`));
      await expect(
        guest.getByRole('heading', { level: 1, name: s('invitation.title') }),
      ).toBeVisible();
      await expect(guest.getByText(`receive 30% of the earnings of “${title}”`)).toBeVisible();
      await expectNoSeriousA11yViolations(guest);
      await guest.getByRole('link', { name: s('invitation.signUp') }).click();
      await guest.getByLabel('Name', { exact: true }).fill(collaborator.name);
      await guest.getByLabel('Username', { exact: true }).fill(collaborator.username);
      // The form starts with the invited address, the one that can accept.
      await expect(guest.getByLabel('Email', { exact: true })).toHaveValue(collaborator.email);
      await guest.getByLabel('Password', { exact: true }).fill(collaborator.password);
      await guest.getByLabel('Confirm password').fill(collaborator.password);
      await answerCaptcha(guest);
      await guest.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await guest.getByRole('button', { name: 'Create account' }).click();
      await expect(guest).toHaveURL(/\/splits\/invitation\?token=/);
      await guest.getByRole('button', { name: s('invitation.accept') }).click();
      await expect(guest.getByText(s('invitation.accepted'))).toBeVisible();
      await guest.setViewportSize({ width: 390, height: 844 });
      await expectNoSideScroll(guest);
      await expectNoSeriousA11yViolations(guest);
    });

    await test.step('an admin imports a report of the track', async () => {
      const res = await adminPage.request.post('/v1/admin/royalty-imports', {
        headers: { origin: appUrl },
        multipart: {
          store: 'Spotify',
          period: '2026-01',
          currency: 'USD',
          file: {
            name: `spotify-${tag}.tsv`,
            mimeType: 'text/tab-separated-values',
            buffer: Buffer.from(report(isrc, title)),
          },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    });

    await test.step('each sees their part, and the lines drawer shows the split', async () => {
      // $10.00 on the free plan: $8.50 to the artists, 70% / 30%.
      for (const [who, balance, split] of [
        [page, '$5.95', 70],
        [guest, '$2.55', 30],
      ] as const) {
        await who.goto('/royalties');
        await expect(who.getByTestId('summary-balance')).toHaveText(balance);
        const breakdown = who.getByRole('region', { name: r('breakdown.title') });
        await breakdown.getByRole('button', { name: /Spotify/ }).click();
        const drawer = who.getByRole('dialog', { name: r('lines.title', { what: 'Spotify' }) });
        await expect(drawer.getByTestId('royalty-line')).toHaveCount(1);
        await expect(drawer).toContainText(r('line.splitShare', { share: 85, split }));
        await expectNoSeriousA11yViolations(who);
        await who.keyboard.press('Escape');
      }
      await page.goto(`/distributions/${id}`);
      const row = page.getByRole('region', { name: s('section.title') }).getByTestId('split-row');
      await expect(row).toContainText(s('status.accepted'));
      await expect(row).toContainText(collaborator.name);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
    await invitation.close();
  },
);

journey(
  'a collaborator answers from their list; the owner is told by e-mail and changes accepted terms',
  async ({ page, browser, files }) => {
    const owner = await signUpViaApi(page.request);
    const tag = owner.username.slice(2, 10);
    const title = `Second Verse ${tag}`;
    const { id } = await submitReleaseViaApi(
      page.request,
      { title, artist: `Nova ${tag}`, storeIds: ['spotify'], releaseDate: inDays(30) },
      files,
    );
    const context = await browser.newContext();
    const other = await context.newPage();
    const collaborator = await signUpViaApi(other.request);
    // Without the e-mailed link, only a verified address shows and answers invitations.
    const verification = await waitForMail(collaborator.email, /^Confirm your email address/);
    const link = new URL(linkIn(verification, `${appUrl}/auth/verify-email?token=`));
    const verified = await other.request.post('/v1/auth/verify-email', {
      headers: { origin: appUrl },
      data: { token: link.searchParams.get('token') },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const invited = await page.request.post(`/v1/releases/${id}/splits`, {
      headers: { origin: appUrl },
      data: { email: collaborator.email, percent: 30, recoupAmount: '25' },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    const mine = other.getByRole('region', { name: s('mine.title') });
    await test.step('the collaborator accepts from "Splits shared with you" on /royalties', async () => {
      await other.goto('/royalties');
      const item = mine.getByTestId('my-split');
      await expect(item).toContainText(`${title} · 30%`);
      await expect(item).toContainText(s('mine.from', { owner: owner.name }));
      await expect(item).toContainText(s('mine.recoup', { amount: '$25.00' }));
      await expectNoSeriousA11yViolations(other);
      await item.getByRole('button', { name: s('mine.acceptLabel', { title }) }).click();
      await expect(other.getByText(s('mine.accepted'))).toBeVisible();
      await expect(item).toContainText(s('status.accepted'));
      await expect(item.getByRole('button')).toHaveCount(0);
    });

    await test.step('the owner is told by e-mail', async () => {
      const mail = await waitForMail(owner.email, /accepted your split/);
      expect(mail.subject).toBe(`${collaborator.name} accepted your split on “${title}”`);
      expect(mail.text).toContain(`accepted 30% of the earnings of “${title}”`);
      expect(linkIn(mail, `${appUrl}/distributions/`)).toBe(`${appUrl}/distributions/${id}`);
    });

    await test.step('the owner changes the accepted terms: the split is offered again', async () => {
      await page.goto(`/distributions/${id}`);
      const section = page.getByRole('region', { name: s('section.title') });
      const row = section.getByTestId('split-row');
      await expect(row).toContainText(s('status.accepted'));
      await row
        .getByRole('button', { name: s('edit.editLabel', { email: collaborator.email }) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: s('edit.title', { email: collaborator.email }),
      });
      await expect(dialog).toContainText(s('edit.acceptedNote', { email: collaborator.email }));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByLabel(s('form.percent')).fill('40');
      await dialog.getByRole('button', { name: s('edit.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(s('edit.done', { email: collaborator.email }))).toBeVisible();
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${collaborator.email} · 40%`);
      await expect(row).toContainText(s('status.pending'));
    });

    await test.step('the collaborator declines the new terms; the owner is told', async () => {
      await other.reload();
      const item = mine.getByTestId('my-split');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`${title} · 40%`);
      await other.setViewportSize({ width: 390, height: 844 });
      await expectNoSideScroll(other);
      await item.getByRole('button', { name: s('mine.declineLabel', { title }) }).click();
      await expect(item).toContainText(s('status.declined'));
      const mail = await waitForMail(owner.email, /declined your split/);
      expect(mail.text).toContain(`declined 40% of the earnings of “${title}”`);
      await expectNoSeriousA11yViolations(other);
      await other.emulateMedia({ colorScheme: 'dark' });
      await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoSeriousA11yViolations(other);
    });
    await context.close();
  },
);
