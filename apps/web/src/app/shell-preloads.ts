import { paths } from '../config/paths.ts';
import type { Namespace } from '../lib/i18n.ts';

/**
 * A signed-in page whose stylesheets the server links in the app shell it sends a signed-in
 * visitor (`<link rel="stylesheet">`), so the browser fetches and reads them while the entry
 * chunk is still arriving instead of after the page's chunk ran; its code and catalogs could be
 * named too (`modulepreload`), which scripts/prerender.ts leaves off as measured (decision 043).
 * Its modules are also the page the build's chunk plan follows (scripts/chunk-plan.ts). Built
 * into `dist/shell-preloads.json` by scripts/prerender.ts; the API's web plugin reads it.
 */
export type ShellPreload = {
  /** The route's path pattern, as router.tsx has it (`:param` and `:param?` segments). */
  path: string;
  /**
   * The modules router.tsx's `page()` imports for it, as the client build's manifest names
   * them (the build fails on a name the manifest does not have).
   */
  modules: string[];
  /** The catalogs it loads besides `common` (router.tsx uses these very lists). */
  ns: Namespace[];
};

/**
 * What every signed-in page() route loads besides its own modules: the query client, the
 * user's menus (navbar.tsx; the phone's menu drawer waits for its first opening).
 */
export const signedInLayoutModules = [
  'src/lib/query-provider.tsx',
  'src/app/layouts/user-menus.tsx',
];

export const dashboardNs: Namespace[] = ['dashboard', 'releases', 'splits', 'analytics', 'errors'];
export const analyticsNs: Namespace[] = ['analytics', 'errors'];
/** The wizard's first step's; a later step brings its own with its code (release-wizard-page). */
export const wizardNs: Namespace[] = ['releases', 'wizard', 'artists', 'errors', 'validation'];

/** A phone's first signed-in screens: the dashboard, /analytics, the release wizard. */
export const shellPreloads: readonly ShellPreload[] = [
  {
    path: paths.dashboard.path,
    modules: [
      'src/features/dashboard/pages/dashboard-page.tsx',
      'src/features/splits/components/pending-invitations-notice.tsx',
      'src/features/analytics/components/listening-card.tsx',
      'src/app/signed-in-styles.ts',
    ],
    ns: dashboardNs,
  },
  {
    path: paths.analytics.path,
    modules: ['src/features/analytics/pages/analytics-page.tsx', 'src/app/signed-in-styles.ts'],
    ns: analyticsNs,
  },
  {
    path: paths.releases.create.path,
    modules: [
      'src/features/releases/pages/release-wizard-page.tsx',
      'src/features/artists/components/artist-picker.tsx',
      'src/app/wizard-styles.ts',
    ],
    ns: wizardNs,
  },
];
