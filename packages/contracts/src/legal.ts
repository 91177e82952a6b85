import { z } from 'zod';
import { languageSchema } from './locales.ts';

/** The legal pages (spec section 2): terms and conditions, privacy policy, cookie policy. */
export const legalPages = ['terms', 'privacy', 'cookies'] as const;
export const legalPageSchema = z.enum(legalPages);
export type LegalPage = z.infer<typeof legalPageSchema>;

export const legalQuerySchema = z.object({ lang: languageSchema.default('en') });

/**
 * A legal page as Markdown: the operator's own text (`DATA_DIR/legal/<page>.<lang>.md`, else
 * its English one) or the built-in default in the asked language.
 */
export const legalDocumentSchema = z.object({
  page: legalPageSchema,
  lang: languageSchema,
  markdown: z.string(),
  source: z.enum(['operator', 'default']),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
