import { expect, signUpViaApi, submitLogin, test } from '../support/fixtures.ts';

test.describe('signed out', () => {
  test('a private page sends to sign-in with the path to come back to', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fdashboard');
    await expect(page.getByRole('heading', { name: 'Sign in to Soundpost' })).toBeVisible();
  });

  test('after signing in you land on the page you asked for, query included', async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await page.goto('/account/security?x=1');
    await expect(page).toHaveURL('/auth/login?redirect=%2Faccount%2Fsecurity%3Fx%3D1');
    await submitLogin(page, user);
    await expect(page).toHaveURL('/account/security?x=1');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('an unknown path goes to the landing page, saying the page was not found', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('There is no page at /no/such/page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  });

  test('page titles name the route', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Soundpost — music distribution for independent artists');
    for (const [path, title] of [
      ['/auth/login', 'Sign in'],
      ['/auth/signup', 'Sign up'],
      ['/auth/forgot-password', 'Forgot password'],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveTitle(`${title} | Soundpost`);
    }
  });
});

test.describe('signed in', () => {
  test('sign-in and sign-up pages send to the dashboard', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: `${user.name}, account menu` })).toBeVisible();
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle('Dashboard | Soundpost');
    await page.goto('/auth/signup');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/account/security');
    await expect(page).toHaveTitle('Account settings | Soundpost');
  });

  test('a session cookie without a stored user is recognised at start-up', async ({ page }) => {
    // Signed in through the API only: the browser has the cookie, local storage is empty.
    await signUpViaApi(page.request);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/api/user') asked.push(r.url());
    });
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/dashboard');
    expect(asked).toHaveLength(1);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/signup');
    await expect(page).toHaveURL('/dashboard');
  });
});
