import { legalPagePaths } from '@soundpost/contracts/legal-paths';

/** Every route of the app: the pattern for the router and an href builder for links. */

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/auth/login',
      getHref: (redirect?: string | null, error?: string | null) =>
        withQuery('/auth/login', { redirect, error }),
    },
    signup: {
      path: '/auth/signup',
      /** `email`: the address to sign up with, when it is known (an invitation's). */
      getHref: (redirect?: string | null, email?: string | null) =>
        withQuery('/auth/signup', { redirect, email }),
    },
    twofactor: {
      path: '/auth/twofactor',
      getHref: (redirect?: string | null) => withQuery('/auth/twofactor', { redirect }),
    },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
    verifyEmail: { path: '/auth/verify-email', getHref: () => '/auth/verify-email' },
    revertEmail: { path: '/auth/revert-email', getHref: () => '/auth/revert-email' },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  },
  /** The artist dashboard; staff are sent on to their queue unless they ask for this side. */
  dashboard: {
    path: '/dashboard',
    getHref: () => '/dashboard',
    getArtistSideHref: () => '/dashboard?side=artist',
  },
  /**
   * The plan comparison (spec section 2: `/upgrade` and `/pro` are the same screen). `from`
   * names the link that led there, kept for the purchase.
   */
  upgrade: {
    path: '/upgrade',
    proPath: '/pro',
    getHref: (from?: string | null) => withQuery('/upgrade', { from }),
  },
  /** The built-in sandbox provider's checkout page (decision 029). */
  sandboxCheckout: {
    path: '/billing/sandbox/:id',
    getHref: (id: string) => `/billing/sandbox/${encodeURIComponent(id)}`,
  },
  royalties: { path: '/royalties', getHref: () => '/royalties' },
  /** The public marketing pages (decision 060), beside the landing page. */
  marketing: {
    free: { path: '/free-music-distribution', getHref: () => '/free-music-distribution' },
    monetization: {
      path: '/music-distribution-and-monetization',
      getHref: () => '/music-distribution-and-monetization',
    },
  },
  /** The public artist catalogue (decision 057); its filters live in the query. */
  artistsCatalog: { path: '/artists-catalog', getHref: () => '/artists-catalog' },
  /** The user's referral code, link and reward tiers (spec section 2). */
  referralProgram: { path: '/referral-program', getHref: () => '/referral-program' },
  /** The request forms, one request and its replies (decision 055). */
  forms: {
    list: { path: '/forms', getHref: () => '/forms' },
    form: { path: '/forms/:id', getHref: (id: string) => `/forms/${encodeURIComponent(id)}` },
    request: {
      path: '/forms/requests/:id',
      getHref: (id: string) => `/forms/requests/${encodeURIComponent(id)}`,
    },
  },
  analytics: { path: '/analytics', getHref: () => '/analytics' },
  /** An earnings split invitation, opened from its e-mail (`?token=`). */
  splitInvitation: {
    path: '/splits/invitation',
    getHref: (token: string) => withQuery('/splits/invitation', { token }),
  },
  /** Spec section 2: public legal pages, linked from sign-up and the footer. */
  legal: {
    terms: { path: legalPagePaths.terms, getHref: () => legalPagePaths.terms },
    privacy: { path: legalPagePaths.privacy, getHref: () => legalPagePaths.privacy },
    cookies: { path: legalPagePaths.cookies, getHref: () => legalPagePaths.cookies },
  },
  /** The creator tools (spec section 2); the hub `/tools` links to each. */
  tools: {
    hub: { path: '/tools', getHref: () => '/tools' },
    banners: { path: '/tools/banner-generator', getHref: () => '/tools/banner-generator' },
    coverArt: { path: '/tools/cover-art', getHref: () => '/tools/cover-art' },
    smartLinks: {
      list: { path: '/tools/smartlinks', getHref: () => '/tools/smartlinks' },
      detail: {
        path: '/tools/smartlinks/:id',
        getHref: (id: string) => `/tools/smartlinks/${encodeURIComponent(id)}`,
      },
    },
    presave: {
      list: { path: '/tools/presave', getHref: () => '/tools/presave' },
      detail: {
        path: '/tools/presave/:id',
        getHref: (id: string) => `/tools/presave/${encodeURIComponent(id)}`,
      },
    },
    mastering: {
      list: { path: '/tools/mastering', getHref: () => '/tools/mastering' },
      detail: {
        path: '/tools/mastering/:id',
        getHref: (id: string) => `/tools/mastering/${encodeURIComponent(id)}`,
      },
    },
    lyrics: {
      list: { path: '/tools/lyrics', getHref: () => '/tools/lyrics' },
      detail: {
        path: '/tools/lyrics/:id',
        getHref: (id: string) => `/tools/lyrics/${encodeURIComponent(id)}`,
      },
    },
  },
  artists: {
    list: { path: '/artists', getHref: () => '/artists' },
    create: { path: '/artists/new', getHref: () => '/artists/new' },
    edit: {
      path: '/artists/:id/edit',
      getHref: (id: string) => `/artists/${encodeURIComponent(id)}/edit`,
    },
  },
  /** Curated playlists (public), pitching a song to one, and the curators' inbox. */
  playlists: {
    list: { path: '/playlists', getHref: () => '/playlists' },
    submit: {
      path: '/playlists/:id/submit',
      getHref: (id: string) => `/playlists/${encodeURIComponent(id)}/submit`,
    },
    curation: { path: '/curation', getHref: () => '/curation' },
  },
  releases: {
    list: { path: '/distributions', getHref: () => '/distributions' },
    /** The wizard for a new release; `/distributions/new` opens its first step. */
    create: {
      path: '/distributions/new/:step?',
      getHref: (step = 'basic-info') => `/distributions/new/${step}`,
    },
    detail: {
      path: '/distributions/:id',
      getHref: (id: string) => `/distributions/${encodeURIComponent(id)}`,
    },
    edit: {
      path: '/distributions/:id/edit/:step?',
      getHref: (id: string, step = 'basic-info') =>
        `/distributions/${encodeURIComponent(id)}/edit/${step}`,
    },
  },
  account: {
    root: { path: '/account', getHref: () => '/account' },
    notifications: { path: '/account/notifications', getHref: () => '/account/notifications' },
    security: { path: '/account/security', getHref: () => '/account/security' },
    payout: { path: '/account/payout', getHref: () => '/account/payout' },
    subscription: { path: '/account/subscription', getHref: () => '/account/subscription' },
    api: { path: '/account/api', getHref: () => '/account/api' },
    blocked: { path: '/account/blocked', getHref: () => '/account/blocked' },
  },
  admin: {
    releases: {
      path: '/admin/releases',
      getHref: (query = '') => (query ? `/admin/releases?${query}` : '/admin/releases'),
    },
    release: {
      path: '/admin/releases/:id',
      getHref: (id: string) => `/admin/releases/${encodeURIComponent(id)}`,
    },
    takedowns: { path: '/admin/takedowns', getHref: () => '/admin/takedowns' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    user: {
      path: '/admin/users/:id',
      getHref: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    /** The marketing pages' questions and testimonials (decision 060). */
    site: { path: '/admin/site', getHref: () => '/admin/site' },
    playlists: { path: '/admin/playlists', getHref: () => '/admin/playlists' },
    blog: { path: '/admin/blog', getHref: () => '/admin/blog' },
    blogPost: {
      path: '/admin/blog/:id',
      getHref: (id: string) => `/admin/blog/${encodeURIComponent(id)}`,
    },
    forms: { path: '/admin/forms', getHref: () => '/admin/forms' },
    form: {
      path: '/admin/forms/:id',
      getHref: (id: string) => `/admin/forms/${encodeURIComponent(id)}`,
    },
    stores: { path: '/admin/stores', getHref: () => '/admin/stores' },
    royalties: { path: '/admin/royalties', getHref: () => '/admin/royalties' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    withdrawals: { path: '/admin/withdrawals', getHref: () => '/admin/withdrawals' },
    audit: {
      path: '/admin/audit',
      getHref: (filter: { actorId?: string; targetId?: string; action?: string } = {}) =>
        withQuery('/admin/audit', filter),
    },
  },
} as const;

/** The legal pages' paths: public, the same for everyone, so the prerender list takes them. */
export const legalPaths = [
  paths.legal.terms.path,
  paths.legal.privacy.path,
  paths.legal.cookies.path,
] as const;
