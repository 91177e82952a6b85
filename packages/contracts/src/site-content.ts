import { z } from 'zod';
import { languageSchema } from './locales.ts';

/**
 * The marketing pages that show questions and testimonials (decision 060): the landing page,
 * `/free-music-distribution` and `/music-distribution-and-monetization`.
 */
export const sitePages = ['landing', 'free', 'monetization'] as const;
export const sitePageSchema = z.enum(sitePages);
export type SitePage = z.infer<typeof sitePageSchema>;

/** One text in each of the four languages, every one required. */
const localized = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    es: z.string().trim().min(1).max(max),
    pt: z.string().trim().min(1).max(max),
    tr: z.string().trim().min(1).max(max),
  });
export type LocalizedText = z.infer<ReturnType<typeof localized>>;

const pagesSchema = z
  .array(sitePageSchema)
  .min(1)
  .max(sitePages.length)
  .refine((pages) => new Set(pages).size === pages.length, { message: 'each page once' });

/** What an admin writes for a question. */
export const faqInputSchema = z.object({
  question: localized(200),
  answer: localized(2000),
  pages: pagesSchema,
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** What an admin writes for a testimonial: the quote and role are translated, the name is not. */
export const testimonialInputSchema = z.object({
  quote: localized(600),
  name: z.string().trim().min(1).max(80),
  role: localized(120),
  pages: pagesSchema,
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

const stored = { id: z.string(), position: z.number().int() };
export const faqSchema = faqInputSchema.extend(stored);
export type Faq = z.infer<typeof faqSchema>;
export const testimonialSchema = testimonialInputSchema.extend(stored);
export type Testimonial = z.infer<typeof testimonialSchema>;

/** GET /v1/admin/site/content: every entry in its order, in all four languages. */
export const siteContentAdminSchema = z.object({
  faqs: z.array(faqSchema),
  testimonials: z.array(testimonialSchema),
});
export type SiteContentAdmin = z.infer<typeof siteContentAdminSchema>;

/** PUT /v1/admin/site/{faqs|testimonials}/order: every entry's id, in the new order. */
export const siteOrderInputSchema = z.object({ ids: z.array(z.uuid()).max(200) });

/** GET /v1/site/content: one page's entries in one language. */
export const siteContentQuerySchema = z.object({
  page: sitePageSchema,
  lang: languageSchema.default('en'),
});

export const siteContentSchema = z.object({
  faqs: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
  testimonials: z.array(
    z.object({ id: z.string(), quote: z.string(), name: z.string(), role: z.string() }),
  ),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
