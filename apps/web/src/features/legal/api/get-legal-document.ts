import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument, LegalPage } from '@soundpost/contracts/legal';
import type { Language } from '@soundpost/contracts/locales';
import { api, dataOf } from '../../../lib/api-client.ts';
import { defaultLegalDocument } from './default-documents.ts';

/** GET /v1/legal/:page?lang: the operator's text or the built-in default, as Markdown. */
export function getLegalDocument(page: LegalPage, lang: Language): Promise<LegalDocument> {
  return dataOf(api.GET('/v1/legal/{page}', { params: { path: { page }, query: { lang } } }));
}

export const legalDocumentQueryOptions = (page: LegalPage, lang: Language) =>
  queryOptions({
    queryKey: ['legal', page, lang],
    queryFn: () => getLegalDocument(page, lang),
    staleTime: 5 * 60_000,
  });

/**
 * `prerendered`: the page arrived with the built-in text already in it (the server sends the
 * app shell instead when the operator has their own), so it starts from that text, and the
 * request still runs at once to pick up any change.
 */
export function useLegalDocument(page: LegalPage, lang: Language, prerendered: boolean) {
  return useQuery({
    ...legalDocumentQueryOptions(page, lang),
    ...(prerendered
      ? { initialData: defaultLegalDocument(page, lang), initialDataUpdatedAt: 0 }
      : {}),
  });
}
