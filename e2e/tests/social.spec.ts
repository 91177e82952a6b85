import { randomBytes } from 'node:crypto';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { signInWithGoogle } from '../support/social.ts';

test('Google sign-in creates the account and lands on the dashboard', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const tag = randomBytes(4).toString('hex');
  // The provider names a new account after the e-mail's local part: "Gina Google <Tag>".
  await signInWithGoogle(page, `gina.google.${tag}@e2e.soundpost.test`);
  await expect(page).toHaveURL('/dashboard');
  const callback = visited
    .map((url) => new URL(url))
    .find((url) => url.pathname === '/auth/callback');
  expect(callback?.searchParams.get('code'), 'back at /auth/callback with a code').toBeTruthy();
  expect(callback?.searchParams.get('state')).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Welcome, Gina!' })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `Gina Google ${tag[0]!.toUpperCase()}${tag.slice(1)}, account menu`,
    }),
  ).toBeVisible();
});

test('the callback without code and state refuses the sign-in', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page).toHaveURL('/auth/login?error=auth_failed');
  await expect(page.getByRole('alert')).toHaveText(
    'Authentication failed. Please check your credentials',
  );
});

test('Google sign-in with the e-mail of a password account is refused', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInWithGoogle(page, user.email);
  await expect(page).toHaveURL('/auth/login?error=duplicated_email');
  await expect(page.getByRole('alert')).toHaveText(
    'This email is already registered. Please try logging in instead.',
  );
});

test('a callback the API refuses says which provider failed', async ({ page }) => {
  // A code and state the API never issued: the exchange fails.
  await page.goto('/auth/callback?code=forged&state=forged&provider=apple');
  await expect(page).toHaveURL('/auth/login?error=apple_auth_failed');
  await expect(page.getByRole('alert')).toHaveText('Apple authentication failed');
  await page.goto('/auth/callback?code=forged&state=forged');
  await expect(page).toHaveURL('/auth/login?error=google_auth_failed');
  await expect(page.getByRole('alert')).toHaveText('Google authentication failed');
});

test('a sign-out the server does not confirm says "Logout failed"', async ({ page }) => {
  const user = await signUpViaApi(page.request);
  await page.goto('/dashboard');
  await page.route('**/v1/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: `${user.name}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('alert').filter({ hasText: 'Logout failed' })).toBeVisible();
});
