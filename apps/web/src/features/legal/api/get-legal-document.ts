import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument, LegalPage } from '@soundpost/contracts/legal';
import type { Language } from '@soundpost/contracts/locales';
import { api } from '../../../lib/api-client.ts';

/** GET /v1/legal/:page?lang: the operator's text or the built-in default, as Markdown. */
export function getLegalDocument(page: LegalPage, lang: Language): Promise<LegalDocument> {
  return api.get<LegalDocument>(`/v1/legal/${page}`, { query: { lang } });
}

export const legalDocumentQueryOptions = (page: LegalPage, lang: Language) =>
  queryOptions({
    queryKey: ['legal', page, lang],
    queryFn: () => getLegalDocument(page, lang),
    staleTime: 5 * 60_000,
  });

export function useLegalDocument(page: LegalPage, lang: Language) {
  return useQuery(legalDocumentQueryOptions(page, lang));
}
