import { lazy, Suspense, use, useEffect, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, useParams, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { BlankLoader } from '../components/page-loader.tsx';
import { i18n, type Namespace } from '../lib/i18n.ts';
import { whenIdle } from '../lib/idle.ts';
import {
  ArtistDashboardGate,
  RequireAdmin,
  RequireCurator,
  RequireAuth,
  RequireGuest,
  RequireStaff,
} from './guards.tsx';
import { MainLayout, sessionNoticesReady } from './layouts/main-layout.tsx';
import { userMenusReady } from './layouts/navbar.tsx';
import { NotFoundRedirect } from './not-found-redirect.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { analyticsNs, dashboardNs, wizardNs } from './shell-preloads.ts';

let fullSheet: Promise<unknown> | undefined;
const appStyles = () => (fullSheet ??= import('./app-styles.ts'));

/**
 * Every page is its own chunk, fetched together with the catalogs it needs, so the page
 * never renders untranslated and the landing page ships none of the others' code. Its
 * Mantine styles are every component's (`appStyles`) unless it names a smaller sheet.
 * `prefetch` starts the page's first query beside its code (not awaited), when the page
 * would otherwise only ask for it once rendered, and render again for the answer.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  ns: Namespace[],
  styles: () => Promise<unknown> = appStyles,
  prefetch?: () => Promise<unknown>,
): RouteObject['lazy'] {
  return async () => {
    void prefetch?.().catch(() => {}); // the page's own query reports any failure
    const [module, { QueryProvider }] = await Promise.all([
      load(),
      import('../lib/query-provider.tsx'),
      i18n.loadNamespaces(['common', ...ns]),
      styles(),
      sessionNoticesReady(),
      userMenusReady(),
    ]);
    const Page = pick(module);
    return {
      Component: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  };
}

/**
 * The landing and marketing pages fetch nothing before their first paint, so they skip the
 * query cache and its library; their prices, testimonials and questions bring it (decision 060).
 */
function staticPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  ns: Namespace[],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(['common', ...ns])]);
    return { Component: pick(module) };
  };
}

const form: Namespace[] = ['auth', 'errors', 'validation'];
/** The auth routes' forms: their components' styles only (the first page of most visits). */
const formStyles = () => import('./form-styles.ts');
/** The dashboard's and /analytics' components' styles only (a phone's first signed-in page). */
const signedInStyles = () => import('./signed-in-styles.ts');
const accountNs: Namespace[] = ['account', 'errors', 'validation'];
const artistsNs: Namespace[] = ['artists', 'errors', 'validation'];
/** The lyrics pages name genres in the artists' words. */
const lyricsNs: Namespace[] = ['lyrics', 'artists', 'errors', 'validation'];
const releasesNs: Namespace[] = ['releases', 'errors', 'validation'];
const masteringNs: Namespace[] = ['mastering', 'errors', 'validation'];
const playlistsNs: Namespace[] = ['playlists', 'artists', 'errors'];
const smartLinksNs: Namespace[] = ['smart-links', 'errors', 'validation'];
const formsNs: Namespace[] = ['forms', 'errors', 'validation'];
const presaveNs: Namespace[] = ['presave', 'errors'];
const reviewNs: Namespace[] = ['review', 'releases', 'admin', 'errors', 'validation'];
/** The release wizard's first step's components (its later steps wait for `appStyles`). */
const wizardStyles = () => import('./wizard-styles.ts');
const title = (name: string): RouteHandle => ({ title: name });

/** The plans (features/plans) with billing's purchase button on each card (features/billing). */
const upgradePage = page(
  () =>
    Promise.all([
      import('../features/plans/pages/upgrade-page.tsx'),
      import('../features/billing/components/plan-action.tsx'),
    ]),
  ([plans, billing]) =>
    function UpgradeRoute() {
      return <plans.UpgradePage PlanAction={billing.PlanAction} />;
    },
  ['plans'],
);

/**
 * The plan catalogue's cards (features/plans) on the landing and marketing pages
 * (features/landing), which load them after their first paint.
 */
const PlanPricing = lazy(() =>
  Promise.all([
    import('../features/plans/components/plan-pricing.tsx'),
    i18n.loadNamespaces(['plans']),
  ]).then(([plans]) => ({ default: plans.PlanPricing })),
);

/** The marketing pages (decision 060): static, prerendered, their data loading after. */
const marketingPage = (name: 'FreeDistributionPage' | 'MonetizationPage') =>
  staticPage(
    () => import('../features/landing/pages/marketing-pages.tsx'),
    (m) => {
      const Page = m[name];
      return function MarketingRoute() {
        return <Page Pricing={PlanPricing} />;
      };
    },
    ['landing'],
  );

/**
 * The release wizard composes three features: releases owns the wizard, artwork its step,
 * artists the artist picker. Features never import each other, so those are handed in here.
 * It opens with the first step's styles only (`wizardStyles`); every component's sheet is
 * fetched once that step is on screen, and a later step waits for it (a reload on one, or a
 * step reached before the sheet arrived, shows the page loader meanwhile).
 */
const releaseWizard = (prefetch?: () => Promise<unknown>) =>
  page(
    () =>
      Promise.all([
        import('../features/releases/pages/release-wizard-page.tsx'),
        import('../features/artists/components/artist-picker.tsx'),
      ]),
    ([wizard, artists]) =>
      function ReleaseWizardRoute() {
        const { step } = useParams();
        const firstStep = step === undefined || step === 'basic-info';
        useEffect(() => {
          if (!firstStep) return;
          // Once the step's data has come and the browser is idle: the 30 KB sheet must not
          // share the phone's link with what the first step shows.
          let cancel = () => {};
          let live = true;
          void (firstStepData ?? Promise.resolve()).finally(() => {
            if (live) cancel = whenIdle(() => void appStyles());
          });
          return () => {
            live = false;
            cancel();
          };
        }, [firstStep]);
        if (!firstStep) use(appStyles());
        return (
          <wizard.ReleaseWizardPage ArtworkStep={ArtworkStep} ArtistPicker={artists.ArtistPicker} />
        );
      },
    wizardNs,
    wizardStyles,
    prefetch,
  );
/**
 * A new release waits for the month's allowance (NewReleaseGate), and its first step lists the
 * user's artists (the artist picker): both asked for with the code, not once it has rendered.
 */
let firstStepData: Promise<unknown> | undefined;
const prefetchAllowance = () =>
  (firstStepData = Promise.all([
    import('../lib/query-client.ts'),
    import('../features/releases/api/get-release-allowance.ts'),
    import('../lib/artist-queries.ts'),
  ]).then(([{ queryClient }, allowance, artists]) =>
    Promise.all([
      queryClient.prefetchQuery(allowance.releaseAllowanceQueryOptions()),
      queryClient.prefetchInfiniteQuery(artists.artistSearchQueryOptions('')),
    ]),
  ));

/** /analytics counts the user's artists (its artist picker) from the first page of them. */
const prefetchArtists = () =>
  Promise.all([import('../lib/query-client.ts'), import('../lib/artist-queries.ts')]).then(
    ([{ queryClient }, artists]) =>
      queryClient.prefetchInfiniteQuery(artists.artistSearchQueryOptions('')),
  );
/** The artwork step (its uploader and cropper) loads when the wizard reaches it. */
const ArtworkStep = lazy(() =>
  import('../features/artwork/components/artwork-step.tsx').then((m) => ({
    default: m.ArtworkStep,
  })),
);

/** The review page shows the release's deliveries, which the delivery feature owns. */
const releaseReview = page(
  () =>
    Promise.all([
      import('../features/review/pages/release-review-page.tsx'),
      import('../features/delivery/components/release-deliveries.tsx'),
    ]),
  ([review, delivery]) =>
    function ReleaseReviewRoute() {
      return <review.ReleaseReviewPage ReleaseDeliveries={delivery.ReleaseDeliveries} />;
    },
  [...reviewNs, 'artists', 'wizard', 'prereview', 'delivery'],
);

/**
 * The settings page ends with the auto-approval settings, which the review feature owns, the
 * creator tools' monthly allowances (features/tool-quotas) and the referral reward tiers
 * (features/referrals).
 */
const adminSettings = page(
  () =>
    Promise.all([
      import('../features/settings/pages/settings-page.tsx'),
      import('../features/review/components/auto-approval-settings.tsx'),
      import('../features/tool-quotas/components/tool-quotas-section.tsx'),
      import('../features/referrals/components/referral-tiers-section.tsx'),
    ]),
  ([settings, review, toolQuotas, referrals]) =>
    function SettingsRoute() {
      return (
        <settings.SettingsPage
          more={[
            review.AutoApprovalSectionCard,
            toolQuotas.ToolQuotasSection,
            referrals.ReferralTiersSection,
          ]}
        />
      );
    },
  ['admin', 'prereview', 'errors', 'validation'],
);

/** Public legal pages: one plain route and one component each, so they can be prerendered. */
const legalRoutes: RouteObject[] = (
  [
    [paths.legal.terms.path, 'terms', 'TermsPage'],
    [paths.legal.privacy.path, 'privacy', 'PrivacyPolicyPage'],
    [paths.legal.cookies.path, 'cookies', 'CookiePolicyPage'],
  ] as const
).map(([path, name, component]) => ({
  path,
  handle: title(name),
  lazy: page(
    () => import('../features/legal/pages/legal-pages.tsx'),
    (m) => m[component],
    ['errors'],
  ),
}));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: BlankLoader,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            index: true,
            lazy: staticPage(
              () => import('../features/landing/pages/landing-page.tsx'),
              (m) =>
                function LandingRoute() {
                  return <m.LandingPage Pricing={PlanPricing} />;
                },
              ['landing'],
            ),
          },
          {
            path: paths.marketing.free.path,
            handle: title('freeDistribution'),
            lazy: marketingPage('FreeDistributionPage'),
          },
          {
            path: paths.marketing.monetization.path,
            handle: title('monetization'),
            lazy: marketingPage('MonetizationPage'),
          },
          {
            Component: RequireGuest,
            children: [
              {
                path: paths.auth.login.path,
                handle: title('login'),
                lazy: page(
                  () => import('../features/auth/pages/login-page.tsx'),
                  (m) => m.LoginPage,
                  form,
                  formStyles,
                ),
              },
              {
                path: paths.auth.signup.path,
                handle: title('signup'),
                lazy: page(
                  () => import('../features/auth/pages/signup-page.tsx'),
                  (m) => m.SignupPage,
                  form,
                  formStyles,
                ),
              },
              {
                path: paths.auth.twofactor.path,
                handle: title('twofactor'),
                lazy: page(
                  () => import('../features/auth/pages/twofactor-page.tsx'),
                  (m) => m.TwofactorPage,
                  form,
                  formStyles,
                ),
              },
            ],
          },
          {
            path: paths.auth.forgotPassword.path,
            handle: title('forgotPassword'),
            lazy: page(
              () => import('../features/auth/pages/forgot-password-page.tsx'),
              (m) => m.ForgotPasswordPage,
              form,
              formStyles,
            ),
          },
          {
            path: paths.auth.resetPassword.path,
            handle: title('resetPassword'),
            lazy: page(
              () => import('../features/auth/pages/reset-password-page.tsx'),
              (m) => m.ResetPasswordPage,
              form,
              formStyles,
            ),
          },
          {
            path: paths.auth.verifyEmail.path,
            handle: title('verifyEmail'),
            lazy: page(
              () => import('../features/auth/pages/verify-email-page.tsx'),
              (m) => m.VerifyEmailPage,
              form,
              formStyles,
            ),
          },
          {
            path: paths.auth.revertEmail.path,
            handle: title('revertEmail'),
            lazy: page(
              () => import('../features/auth/pages/revert-email-page.tsx'),
              (m) => m.RevertEmailPage,
              form,
              formStyles,
            ),
          },
          {
            path: paths.splitInvitation.path,
            handle: title('splitInvitation'),
            lazy: page(
              () => import('../features/splits/pages/invitation-page.tsx'),
              (m) => m.InvitationPage,
              ['splits', 'errors'],
            ),
          },
          ...legalRoutes,
          {
            path: paths.artistsCatalog.path,
            handle: title('artistsCatalog'),
            lazy: page(
              () => import('../features/catalogue/pages/artist-catalogue-page.tsx'),
              (m) => m.ArtistCataloguePage,
              ['catalogue', 'artists'],
            ),
          },
          {
            path: paths.playlists.list.path,
            handle: title('playlists'),
            lazy: page(
              () => import('../features/playlists/pages/playlists-page.tsx'),
              (m) => m.PlaylistsPage,
              playlistsNs,
            ),
          },
          { path: paths.upgrade.path, handle: title('upgrade'), lazy: upgradePage },
          { path: paths.upgrade.proPath, handle: title('upgrade'), lazy: upgradePage },
          {
            path: paths.auth.callback.path,
            handle: title('login'),
            lazy: page(
              () => import('../features/auth/pages/callback-page.tsx'),
              (m) => m.CallbackPage,
              form,
              formStyles,
            ),
          },
          {
            Component: RequireAuth,
            children: [
              {
                Component: ArtistDashboardGate,
                children: [
                  {
                    path: paths.dashboard.path,
                    handle: title('dashboard'),
                    lazy: page(
                      () =>
                        Promise.all([
                          import('../features/dashboard/pages/dashboard-page.tsx'),
                          import('../features/splits/components/pending-invitations-notice.tsx'),
                          import('../features/analytics/components/listening-card.tsx'),
                        ]),
                      ([dashboard, splits, analytics]) =>
                        function Dashboard() {
                          return (
                            <dashboard.DashboardPage
                              notice={<splits.PendingInvitationsNotice />}
                              listening={<analytics.ListeningCard />}
                            />
                          );
                        },
                      dashboardNs,
                      signedInStyles,
                      () =>
                        Promise.all([
                          import('../lib/query-client.ts'),
                          import('../features/dashboard/api/get-release-overview.ts'),
                        ]).then(([{ queryClient }, overview]) =>
                          queryClient.prefetchQuery(overview.releaseOverviewQueryOptions()),
                        ),
                    ),
                  },
                ],
              },
              {
                path: paths.analytics.path,
                handle: title('analytics'),
                lazy: page(
                  () => import('../features/analytics/pages/analytics-page.tsx'),
                  (m) => m.AnalyticsPage,
                  analyticsNs,
                  signedInStyles,
                  prefetchArtists,
                ),
              },
              {
                path: paths.playlists.submit.path,
                handle: title('pitch'),
                lazy: page(
                  () => import('../features/playlists/pages/pitch-page.tsx'),
                  (m) => m.PitchPage,
                  [...playlistsNs, 'tools', 'validation'],
                ),
              },
              {
                Component: RequireCurator,
                children: [
                  {
                    path: paths.playlists.curation.path,
                    handle: title('curation'),
                    lazy: page(
                      () => import('../features/playlists/pages/curation-page.tsx'),
                      (m) => m.CurationPage,
                      playlistsNs,
                    ),
                  },
                ],
              },
              {
                path: paths.referralProgram.path,
                handle: title('referralProgram'),
                lazy: page(
                  () => import('../features/referrals/pages/referral-program-page.tsx'),
                  (m) => m.ReferralProgramPage,
                  ['referrals', 'errors'],
                ),
              },
              {
                path: paths.tools.hub.path,
                handle: title('tools'),
                lazy: page(
                  () => import('../features/tools/pages/tools-page.tsx'),
                  (m) => m.ToolsPage,
                  ['tools', 'forms', 'errors'],
                ),
              },
              {
                path: paths.forms.list.path,
                handle: title('forms'),
                lazy: page(
                  () => import('../features/forms/pages/forms-page.tsx'),
                  (m) => m.FormsPage,
                  formsNs,
                ),
              },
              {
                path: paths.forms.form.path,
                handle: title('form'),
                lazy: page(
                  () => import('../features/forms/pages/form-page.tsx'),
                  (m) => m.FormPage,
                  formsNs,
                ),
              },
              {
                path: paths.forms.request.path,
                handle: title('formRequest'),
                lazy: page(
                  () => import('../features/forms/pages/request-page.tsx'),
                  (m) => m.RequestPage,
                  formsNs,
                ),
              },
              {
                path: paths.tools.banners.path,
                handle: title('banners'),
                lazy: page(
                  () => import('../features/banners/pages/banner-generator-page.tsx'),
                  (m) => m.BannerGeneratorPage,
                  ['banners', 'errors'],
                ),
              },
              {
                path: paths.tools.coverArt.path,
                handle: title('coverArt'),
                lazy: page(
                  () => import('../features/cover-art/pages/cover-art-page.tsx'),
                  (m) => m.CoverArtPage,
                  ['cover-art', 'tools', 'errors', 'validation'],
                ),
              },
              {
                path: paths.tools.smartLinks.list.path,
                handle: title('smartLinks'),
                lazy: page(
                  () => import('../features/smart-links/pages/smart-links-page.tsx'),
                  (m) => m.SmartLinksPage,
                  smartLinksNs,
                ),
              },
              {
                path: paths.tools.smartLinks.detail.path,
                handle: title('smartLinks'),
                lazy: page(
                  () => import('../features/smart-links/pages/smart-link-page.tsx'),
                  (m) => m.SmartLinkPage,
                  smartLinksNs,
                ),
              },
              {
                path: paths.tools.presave.list.path,
                handle: title('presave'),
                lazy: page(
                  () => import('../features/presave/pages/presave-campaigns-page.tsx'),
                  (m) => m.PresaveCampaignsPage,
                  presaveNs,
                ),
              },
              {
                path: paths.tools.presave.detail.path,
                handle: title('presave'),
                lazy: page(
                  () => import('../features/presave/pages/presave-campaign-page.tsx'),
                  (m) => m.PresaveCampaignPage,
                  presaveNs,
                ),
              },
              {
                path: paths.tools.lyrics.list.path,
                handle: title('lyrics'),
                lazy: page(
                  () => import('../features/lyrics/pages/lyrics-page.tsx'),
                  (m) => m.LyricsPage,
                  lyricsNs,
                ),
              },
              {
                path: paths.tools.lyrics.detail.path,
                handle: title('lyric'),
                lazy: page(
                  () => import('../features/lyrics/pages/lyric-page.tsx'),
                  (m) => m.LyricPage,
                  lyricsNs,
                ),
              },
              {
                path: paths.artists.list.path,
                handle: title('artists'),
                lazy: page(
                  () => import('../features/artists/pages/artists-page.tsx'),
                  (m) => m.ArtistsPage,
                  artistsNs,
                ),
              },
              {
                path: paths.artists.create.path,
                handle: title('newArtist'),
                lazy: page(
                  () => import('../features/artists/pages/new-artist-page.tsx'),
                  (m) => m.NewArtistPage,
                  artistsNs,
                ),
              },
              {
                path: paths.artists.edit.path,
                handle: title('editArtist'),
                lazy: page(
                  () => import('../features/artists/pages/edit-artist-page.tsx'),
                  (m) => m.EditArtistPage,
                  artistsNs,
                ),
              },
              {
                path: paths.releases.list.path,
                handle: title('releases'),
                lazy: page(
                  () => import('../features/releases/pages/releases-page.tsx'),
                  (m) => m.ReleasesPage,
                  releasesNs,
                ),
              },
              {
                path: paths.releases.create.path,
                handle: title('newRelease'),
                lazy: releaseWizard(prefetchAllowance),
              },
              {
                path: paths.releases.edit.path,
                handle: title('editRelease'),
                lazy: releaseWizard(),
              },
              {
                path: paths.releases.detail.path,
                handle: title('release'),
                lazy: page(
                  () => import('../features/releases/pages/release-page.tsx'),
                  (m) => m.ReleasePage,
                  [...releasesNs, 'splits'],
                ),
              },
              {
                path: paths.tools.mastering.list.path,
                handle: title('mastering'),
                lazy: page(
                  () => import('../features/mastering/pages/mastering-page.tsx'),
                  (m) => m.MasteringPage,
                  masteringNs,
                ),
              },
              {
                path: paths.tools.mastering.detail.path,
                handle: title('mastering'),
                lazy: page(
                  () => import('../features/mastering/pages/mastering-project-page.tsx'),
                  (m) => m.MasteringProjectPage,
                  masteringNs,
                ),
              },
              {
                path: paths.sandboxCheckout.path,
                handle: title('sandboxCheckout'),
                lazy: page(
                  () => import('../features/billing/pages/sandbox-checkout-page.tsx'),
                  (m) => m.SandboxCheckoutPage,
                  ['plans', 'errors'],
                ),
              },
              {
                path: paths.royalties.path,
                handle: title('royalties'),
                lazy: page(
                  () =>
                    Promise.all([
                      import('../features/royalties/pages/royalties-page.tsx'),
                      import('../features/splits/components/my-invitations-section.tsx'),
                    ]),
                  ([royalties, splits]) =>
                    function Royalties() {
                      return <royalties.RoyaltiesPage splits={<splits.MyInvitationsSection />} />;
                    },
                  ['royalties', 'splits', 'errors'],
                ),
              },
              {
                path: paths.account.root.path,
                handle: title('account'),
                lazy: page(
                  () => import('../features/account/pages/account-page.tsx'),
                  (m) => m.AccountPage,
                  accountNs,
                ),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('../features/account/pages/personal-tab.tsx'),
                      (m) => m.PersonalTab,
                      accountNs,
                    ),
                  },
                  {
                    path: paths.account.notifications.path,
                    lazy: page(
                      () => import('../features/account/pages/notifications-tab.tsx'),
                      (m) => m.NotificationsTab,
                      accountNs,
                    ),
                  },
                  {
                    path: paths.account.security.path,
                    lazy: page(
                      () => import('../features/account/pages/security-tab.tsx'),
                      (m) => m.SecurityTab,
                      accountNs,
                    ),
                  },
                  {
                    path: paths.account.payout.path,
                    lazy: page(
                      () => import('../features/account/pages/payout-tab.tsx'),
                      (m) => m.PayoutTab,
                      [...accountNs, 'payouts'],
                    ),
                  },
                  {
                    path: paths.account.subscription.path,
                    lazy: page(
                      () => import('../features/billing/pages/subscription-tab.tsx'),
                      (m) => m.SubscriptionTab,
                      [...accountNs, 'plans'],
                    ),
                  },
                  {
                    path: paths.account.api.path,
                    lazy: page(
                      () => import('../features/api-tokens/pages/api-tab.tsx'),
                      (m) => m.ApiTab,
                      accountNs,
                    ),
                  },
                ],
              },
              {
                Component: RequireStaff,
                children: [
                  {
                    path: paths.admin.releases.path,
                    handle: title('adminReleases'),
                    lazy: page(
                      () => import('../features/review/pages/releases-queue-page.tsx'),
                      (m) => m.ReleasesQueuePage,
                      [...reviewNs, 'prereview'],
                    ),
                  },
                  {
                    path: paths.admin.release.path,
                    handle: title('adminRelease'),
                    lazy: releaseReview,
                  },
                  {
                    path: paths.admin.takedowns.path,
                    handle: title('adminTakedowns'),
                    lazy: page(
                      () => import('../features/review/pages/takedowns-page.tsx'),
                      (m) => m.TakedownsPage,
                      reviewNs,
                    ),
                  },
                ],
              },
              {
                Component: RequireAdmin,
                children: [
                  {
                    path: paths.admin.users.path,
                    handle: title('adminUsers'),
                    lazy: page(
                      () => import('../features/users/pages/users-page.tsx'),
                      (m) => m.UsersPage,
                      ['admin', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.user.path,
                    handle: title('adminUser'),
                    lazy: page(
                      () => import('../features/users/pages/user-detail-page.tsx'),
                      (m) => m.UserDetailPage,
                      ['admin', 'releases', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.settings.path,
                    handle: title('adminSettings'),
                    lazy: adminSettings,
                  },
                  {
                    path: paths.admin.stores.path,
                    handle: title('adminStores'),
                    lazy: page(
                      () => import('../features/stores/pages/stores-page.tsx'),
                      (m) => m.StoresPage,
                      ['admin', 'store-admin', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.royalties.path,
                    handle: title('adminRoyalties'),
                    lazy: page(
                      () => import('../features/royalty-imports/pages/royalties-admin-page.tsx'),
                      (m) => m.RoyaltiesAdminPage,
                      ['admin', 'royalties', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.analytics.path,
                    handle: title('adminAnalytics'),
                    lazy: page(
                      () => import('../features/analytics/pages/analytics-admin-page.tsx'),
                      (m) => m.AnalyticsAdminPage,
                      ['admin', 'analytics-admin', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.withdrawals.path,
                    handle: title('adminWithdrawals'),
                    lazy: page(
                      () => import('../features/withdrawals/pages/withdrawals-page.tsx'),
                      (m) => m.WithdrawalsPage,
                      ['admin', 'payouts', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.playlists.path,
                    handle: title('adminPlaylists'),
                    lazy: page(
                      () => import('../features/playlists/pages/playlists-admin-page.tsx'),
                      (m) => m.PlaylistsAdminPage,
                      ['admin', ...playlistsNs, 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.blog.path,
                    handle: title('adminBlog'),
                    lazy: page(
                      () => import('../features/blog/pages/blog-admin-page.tsx'),
                      (m) => m.BlogAdminPage,
                      ['admin', 'blog'],
                    ),
                  },
                  {
                    path: paths.admin.site.path,
                    handle: title('adminSite'),
                    lazy: page(
                      () => import('../features/site-content/pages/site-content-page.tsx'),
                      (m) => m.SiteContentPage,
                      ['admin', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.blogPost.path,
                    handle: title('adminBlog'),
                    lazy: page(
                      () => import('../features/blog/pages/blog-editor-page.tsx'),
                      (m) => m.BlogEditorPage,
                      ['admin', 'blog', 'errors', 'validation'],
                    ),
                  },
                  {
                    path: paths.admin.forms.path,
                    handle: title('adminForms'),
                    lazy: page(
                      () => import('../features/forms/pages/forms-inbox-page.tsx'),
                      (m) => m.FormsInboxPage,
                      ['admin', ...formsNs],
                    ),
                  },
                  {
                    path: paths.admin.form.path,
                    handle: title('adminForm'),
                    lazy: page(
                      () => import('../features/forms/pages/forms-inbox-request-page.tsx'),
                      (m) => m.FormsInboxRequestPage,
                      ['admin', ...formsNs],
                    ),
                  },
                  {
                    path: paths.admin.audit.path,
                    handle: title('adminAudit'),
                    lazy: page(
                      () => import('../features/audit/pages/audit-page.tsx'),
                      (m) => m.AuditPage,
                      ['admin', 'errors', 'validation'],
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: paths.account.blocked.path,
        handle: title('blocked'),
        lazy: page(
          () => import('../features/account/pages/blocked-page.tsx'),
          (m) => m.BlockedPage,
          accountNs,
        ),
      },
      { path: '*', Component: NotFoundRedirect },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The browser's router (main.tsx); the build-time prerender renders the same routes. */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return (
    <Suspense fallback={<BlankLoader />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
