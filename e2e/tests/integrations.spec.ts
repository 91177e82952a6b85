import { createHmac } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl, captcha } from '../support/env.ts';
import { startExtraServer } from '../support/extra-server.ts';
import { expect, newUser, signIn, signUpViaApi, test, waitingForApp } from '../support/fixtures.ts';
import { startIntegrationStandIn, type StandIn } from '../support/integration-stand-in.ts';
import { expectNoSideScroll } from '../support/layout.ts';

/** Every address the page asks for, but its own origin's and inline data. */
function foreignRequests(page: Page, origin: string) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) seen.push(url);
  });
  return seen;
}

test('with every integration off, no banner shows and no request leaves the site', async ({
  page,
}) => {
  const foreign = foreignRequests(page, appUrl);
  const user = await signUpViaApi(page.request);
  await page.context().clearCookies();
  for (const path of ['/', '/auth/login', '/cookie-policy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  await signIn(page, user);
  await page.goto('/analytics');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test.describe('with Chatwoot and PostHog turned on', () => {
  const hmacToken = 'e2e-inbox-hmac-token';
  let standIn: StandIn;
  let server: { url: string; stop: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    standIn = await startIntegrationStandIn();
    server = await startExtraServer(
      {
        CHATWOOT_URL: standIn.url,
        CHATWOOT_WEBSITE_TOKEN: 'e2e-website-token',
        CHATWOOT_HMAC_TOKEN: hmacToken,
        POSTHOG_URL: standIn.url,
        POSTHOG_KEY: 'phc_e2e',
      },
      test.info().parallelIndex,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  test('a visitor is asked first, refuses, then accepts; signed in, the tools know who it is', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // posthog-js drops the events of a browser that says it is driven or headless, as it drops
    // bots': this one looks like a person's.
    const userAgent = (await browser.newBrowserCDPSession()).send('Browser.getVersion');
    const context = await browser.newContext({
      baseURL: server.url,
      userAgent: (await userAgent).userAgent.replace('HeadlessChrome', 'Chrome'),
    });
    await context.addInitScript(
      "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });",
    );
    const page = waitingForApp(await context.newPage());
    const toStandIn = () => standIn.paths.length;
    const banner = page.getByRole('region', { name: 'Your privacy' });

    await test.step('nothing loads before the visitor answers, nor after "Reject all"', async () => {
      await page.goto('/');
      await expect(banner).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await banner.getByRole('button', { name: 'Choose' }).click();
      await expect(banner.getByRole('checkbox', { name: /Support chat/ })).not.toBeChecked();
      await expect(banner.getByRole('checkbox', { name: /Product analytics/ })).not.toBeChecked();
      await banner.getByRole('button', { name: 'Reject all' }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(banner).toBeHidden();
      expect(toStandIn()).toBe(0);
    });

    await test.step('"Cookie settings" asks again; accepted, the chat and analytics load', async () => {
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await expect(page.locator('#chatwoot-stand-in')).toHaveAttribute(
        'data-website-token',
        'e2e-website-token',
      );
      await expect.poll(() => standIn.events.some((e) => e.includes('$pageview'))).toBe(true);
      expect(standIn.identities).toEqual([]);
    });

    await test.step('signed in, the chat gets the signed identity and analytics the user', async () => {
      const user = newUser();
      const res = await page.request.post('/v1/auth/register', {
        headers: { origin: server.url },
        data: {
          ...user,
          confirm: user.password,
          captcha: { id: 'x', answer: captcha },
          acceptTerms: true,
          lang: 'en',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const id = ((await res.json()) as { user: { _id: string } }).user._id;
      await context.clearCookies();
      await signIn(page, user);
      await expect
        .poll(() => standIn.identities.at(-1))
        .toEqual({
          identifier: id,
          attributes: {
            name: user.name,
            email: user.email,
            identifier_hash: createHmac('sha256', hmacToken).update(id).digest('hex'),
          },
        });
      await expect
        .poll(() => standIn.events.some((e) => e.includes('$identify') && e.includes(id)))
        .toBe(true);
    });
    await context.close();
  });

  test('the banner fits a phone, in Spanish @phone', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 375, height: 667 },
      isMobile: true,
    });
    const page = waitingForApp(await context.newPage());
    await page.goto('/?lang=es');
    const banner = page.getByRole('region', { name: 'Tu privacidad' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Rechazar todo' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
