import { paths } from '../config/paths.ts';

export type PublicRoute = {
  path: string;
  /** The page's module as the client build's manifest names it: its chunks are preloaded. */
  page: string;
  /**
   * `public`: the entry's styles and a small chunk, preloaded. `form` and `app`: a page()
   * route of router.tsx (the query client, and the Mantine styles of form-styles.ts or of
   * every component, app-styles.ts): its critical rules are inlined and its chunks load when
   * the app starts, not preloaded.
   */
  styles: 'public' | 'form' | 'app';
  /**
   * Modules the page imports once it runs, after its first paint: not preloaded, but the chunk
   * plan (scripts/chunk-plan.ts) counts them in the page's load, so they share no chunk with
   * code the page never runs.
   */
  later?: string[];
};

/** The marketing pages' prices, testimonials and questions (decision 060). */
const marketingSections = [
  'src/features/landing/components/site-content-live.tsx',
  'src/features/plans/components/plan-pricing.tsx',
];

/**
 * The public pages, prerendered at build time in every language (scripts/prerender.ts) so they
 * paint before any JavaScript runs; the API answers each in the visitor's language. A page
 * listed here must render the same for every signed-out visitor (no data before first paint).
 * Its meta description is `common:descriptions.<route title>` (`default` without a title).
 */
export const publicRoutes: readonly PublicRoute[] = [
  // The prices, testimonials and questions are placeholders of their size until they load.
  {
    path: paths.home.path,
    page: 'src/features/landing/pages/landing-page.tsx',
    styles: 'public',
    later: marketingSections,
  },
  ...[paths.marketing.free.path, paths.marketing.monetization.path].map((path): PublicRoute => ({
    path,
    page: 'src/features/landing/pages/marketing-pages.tsx',
    styles: 'public',
    later: marketingSections,
  })),
  { path: paths.auth.login.path, page: 'src/features/auth/pages/login-page.tsx', styles: 'form' },
  { path: paths.auth.signup.path, page: 'src/features/auth/pages/signup-page.tsx', styles: 'form' },
  {
    path: paths.auth.forgotPassword.path,
    page: 'src/features/auth/pages/forgot-password-page.tsx',
    styles: 'form',
  },
  // The shell and filters; the results load once the page runs.
  {
    path: paths.artistsCatalog.path,
    page: 'src/features/catalogue/pages/artist-catalogue-page.tsx',
    styles: 'app',
  },
  // The built-in texts; a route with the operator's own text is sent as the app shell instead.
  ...Object.values(paths.legal).map(({ path }): PublicRoute => ({
    path,
    page: 'src/features/legal/pages/legal-pages.tsx',
    styles: 'app',
  })),
];
