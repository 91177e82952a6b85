// Without zod: the web app's route table (in the landing page's entry chunk) imports it.

/** Where each legal page lives in the web app (spec section 2). */
export const legalPagePaths = {
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
} as const;
