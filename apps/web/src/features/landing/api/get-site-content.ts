import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePage } from '@soundpost/contracts/site-content';
import type { Language } from '@soundpost/contracts/locales';
import { api, dataOf } from '../../../lib/api-client.ts';

/** GET /v1/site/content (public): a marketing page's questions and testimonials in a language. */
export const siteContentQueryOptions = (page: SitePage, lang: Language) =>
  queryOptions({
    queryKey: ['site-content', page, lang],
    queryFn: () => dataOf(api.GET('/v1/site/content', { params: { query: { page, lang } } })),
    staleTime: 60_000,
  });

export const useSiteContent = (page: SitePage, lang: Language) =>
  useQuery(siteContentQueryOptions(page, lang));
