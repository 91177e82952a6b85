import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { generate } from 'otplib';
import { message, type Language } from './catalogs.ts';
import { admin, appUrl, captcha } from './env.ts';
import { linkIn, waitForMail } from './mail.ts';

export { expect };

let clients = 0;

/**
 * Every test is its own client: the app takes the address from X-Forwarded-For (TRUST_PROXY
 * in global setup), so one test's captchas, sign-ups and failed sign-ins never count against
 * another test's per-IP limits. Contexts a test opens itself (an admin's) share its address.
 */
export const test = base.extend<{ adminPage: Page }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = ++clients;
    const ip = `10.${testInfo.workerIndex % 256}.${(n >> 8) % 256}.${n % 256}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  /**
   * Public pages arrive prerendered and look ready before React takes them over; text typed
   * before that would not reach the form's state. Navigations wait for the app (data-app-ready).
   */
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  /**
   * A second browser, where the administrator is signed in. Through the API: the login form and
   * its proof of work have journeys of their own (auth, guards, blocked, password-reset), and
   * solving it here cost every journey with an administrator seconds of a busy core.
   */
  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    await signInViaApi(context.request, admin);
    const page = waitingForApp(await context.newPage());
    await use(page);
    await context.close();
  },
});

/** `page`, whose navigations wait until React has taken the page over (data-app-ready). */
export function waitingForApp(page: Page): Page {
  const ready = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

export type TestUser = {
  name: string;
  username: string;
  email: string;
  password: string;
};

/** A user nobody else uses; `name` starts with a word of its own, so greetings tell users apart. */
export function newUser(): TestUser {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `Tess${tag} Tester`,
    username: `u_${tag}`,
    email: `u-${tag}@e2e.soundpost.test`,
    password: `Pass-${tag}-1`,
  };
}

/** State-changing API calls must come from the app's own origin, as a browser's would. */
const fromApp = { origin: appUrl };

/**
 * Registers through the API and leaves `request` signed in as the new user (pass
 * `page.request` to sign the page's browser context in too); `verified` also opens the link of
 * the verification e-mail, as setting up payouts needs; `referredBy` signs up with that
 * referral code.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  opts: { lang?: 'en' | 'es' | 'pt' | 'tr'; verified?: boolean; referredBy?: string } = {},
): Promise<TestUser & { id: string }> {
  const user = newUser();
  const res = await request.post('/v1/auth/register', {
    headers: fromApp,
    data: {
      ...user,
      confirm: user.password,
      captcha: { id: 'x', answer: captcha },
      acceptTerms: true,
      lang: opts.lang ?? 'en',
      ...(opts.referredBy ? { referred_by_user: opts.referredBy } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: { _id: string } };
  if (opts.verified) await verifyEmailViaApi(request, user.email);
  return { ...user, id: body.user._id };
}

/** Opens the link of the verification e-mail (the first mail a new user gets). */
async function verifyEmailViaApi(request: APIRequestContext, email: string) {
  const link = linkIn(await waitForMail(email, /./), `${appUrl}/auth/verify-email?token=`);
  const token = new URL(link).searchParams.get('token');
  const res = await request.post('/v1/auth/verify-email', { headers: fromApp, data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs `request` in with a password (no second factor); `headers` go with the request. */
export async function signInViaApi(
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
  headers: Record<string, string> = {},
) {
  const res = await request.post('/v1/auth/login', {
    headers: { ...fromApp, ...headers },
    data: { username: user.email, password: user.password, captcha: { id: 'x', answer: captcha } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Waits until the page has proved a human: the browser solves the proof of work for real
 * (the bypass is for API calls only). `verified` is the status text in the page's language.
 */
export async function answerCaptcha(page: Page, verified = 'Verified') {
  await expect(captchaStatus(page)).toHaveText(verified, { timeout: 30_000 });
}

/** The captcha's announced state ("Verifying you are human…", "Verified"…). */
export const captchaStatus = (page: Page) => page.locator('[role="status"][data-captcha-status]');

/** Fills the sign-in form of the current page and submits it. */
export async function submitLogin(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Username or email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login page and waits for the page the user starts on. */
export async function signIn(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  /** Where the user starts: staff start at the review queue. */
  startPage = '/dashboard',
) {
  await page.goto('/auth/login');
  await submitLogin(page, user);
  await expect(page).toHaveURL(startPage);
}

/** Signs out from the desktop account menu. */
export async function signOut(page: Page, user: Pick<TestUser, 'name'>) {
  await page.getByRole('button', { name: `${user.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
}

/** A request context signed in as the administrator that global setup created. */
export async function adminApi(playwright: PlaywrightWorkerArgs['playwright']) {
  const request = await playwright.request.newContext();
  await signInViaApi(request, admin);
  return request;
}

/** Blocks a user as the administrator: frozen unless `kind` says banned. */
export async function blockViaApi(
  adminRequest: APIRequestContext,
  userId: string,
  reason: string,
  kind: 'freeze' | 'banned' = 'freeze',
) {
  const res = await adminRequest.post(`/v1/admin/users/${userId}/block`, {
    headers: fromApp,
    data: { kind, reason },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Lifts a user's freeze or ban as the administrator. */
export async function unblockViaApi(adminRequest: APIRequestContext, userId: string) {
  const res = await adminRequest.post(`/v1/admin/users/${userId}/unblock`, { headers: fromApp });
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts a user on a plan (`lite`, the free one, `artist` or `pro`) as the administrator. */
export async function setPlanViaApi(
  adminRequest: APIRequestContext,
  userId: string,
  plan: 'lite' | 'artist' | 'pro',
) {
  const res = await adminRequest.patch(`/v1/admin/users/${userId}/plan`, {
    headers: fromApp,
    data: { plan },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const usedSteps = new Map<string, Set<number>>();

/**
 * A TOTP code for `secret`. The app accepts each 30-second step once (RFC 6238 §5.2) and also
 * the next step (clock drift), so a second code within the same step comes from the next one.
 */
export async function totp(secret: string): Promise<string> {
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  let step = Math.floor(Date.now() / 30_000);
  while (used.has(step)) step++;
  used.add(step);
  return generate({ secret, epoch: step * 30 });
}

/** Turns two-factor on for the user `request` is signed in as; returns the secret. */
export async function enableTwofactorViaApi(
  request: APIRequestContext,
  user: Pick<TestUser, 'password'>,
): Promise<string> {
  const proof = { currentPassword: user.password };
  const setup = await request.post('/v1/account/twofactor/setup', {
    headers: fromApp,
    data: proof,
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/v1/account/twofactor/enable', {
    headers: fromApp,
    data: { ...proof, code: await totp(secret) },
  });
  expect(enable.status(), await enable.text()).toBe(200);
  return secret;
}

/** The sign-up form filled in and sent in `lang`, as a visitor does. */
export async function signUpInBrowser(page: Page, lang: Language = 'en'): Promise<TestUser> {
  const user = newUser();
  const auth = (key: string) => message(lang, 'auth', key);
  await page.goto(`/auth/signup?lang=${lang}`);
  await page.getByLabel(auth('fields.name'), { exact: true }).fill(user.name);
  await page.getByLabel(auth('fields.username'), { exact: true }).fill(user.username);
  await page.getByLabel(auth('fields.email'), { exact: true }).fill(user.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(user.password);
  await page.getByLabel(auth('fields.confirm')).fill(user.password);
  await answerCaptcha(page, auth('captcha.verified'));
  await page.getByRole('checkbox', { name: auth('fields.acceptTerms') }).check();
  await page.getByRole('button', { name: auth('signup.submit') }).click();
  await expect(page).toHaveURL('/dashboard');
  return user;
}
