import type { FastifyRequest } from 'fastify';
import { defaultLanguage, matchLanguage, type Language } from '@soundpost/contracts/locales';

/** The cookie the web app writes beside its stored language choice, for the first paint. */
export const languageCookie = 'language';

/** The supported languages of an Accept-Language header, most preferred first. */
function acceptedLanguages(header: string | undefined): Language[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: matchLanguage(tag), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e): e is { language: Language; q: number; index: number } => !!e.language && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.language);
}

/**
 * The language of a prerendered page, in the order the web app itself picks (spec section 1):
 * the stored choice (mirrored in a cookie), then `?lang=`, then the browser's languages.
 */
export function documentLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    matchLanguage(request.cookies[languageCookie]) ??
    matchLanguage(typeof query?.lang === 'string' ? query.lang : undefined) ??
    acceptedLanguages(request.headers['accept-language'])[0] ??
    defaultLanguage
  );
}
