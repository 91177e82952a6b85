import type { Language } from '@soundpost/contracts/locales';
import type { SitePage } from '@soundpost/contracts/site-content';
import type { AppContext } from '../../lib/context.ts';
import { scriptJson } from '../../plugins/web.ts';
import { listPlans } from '../plans/index.ts';
import { siteContent } from './site-content.service.ts';

/** The prerendered routes whose questions, testimonials and prices load after the first paint. */
const pageOfRoute: Record<string, SitePage> = {
  '/': 'landing',
  '/free-music-distribution': 'free',
  '/music-distribution-and-monetization': 'monetization',
};

/**
 * What a search engine reads of a marketing page's data in the HTML it receives (decision 060):
 * its questions (`FAQPage`), the plans' prices from the catalogue (`Offer`s of the service) and
 * its testimonials (`Review`s), as schema.org JSON-LD. A data block, never run: the
 * Content-Security-Policy has nothing to allow. Null for any other route.
 */
export async function marketingStructuredData(
  ctx: AppContext,
  route: string,
  lang: Language,
): Promise<string | null> {
  const page = pageOfRoute[route];
  if (!page) return null;
  const [content, catalogue] = await Promise.all([siteContent(ctx, page, lang), listPlans(ctx)]);
  const service = `${ctx.config.appUrl}/#service`;
  const graph = [
    {
      '@type': 'Service',
      '@id': service,
      name: 'Soundpost',
      serviceType: 'Music distribution',
      url: `${ctx.config.appUrl}${route}`,
      offers: catalogue.items.map(({ plan, yearly }) => ({
        '@type': 'Offer',
        name: plan,
        price: (yearly.amountMinor / 100).toFixed(2),
        priceCurrency: yearly.currency,
      })),
    },
    ...(content.faqs.length
      ? [
          {
            '@type': 'FAQPage',
            inLanguage: lang,
            mainEntity: content.faqs.map((faq) => ({
              '@type': 'Question',
              name: faq.question,
              acceptedAnswer: { '@type': 'Answer', text: faq.answer },
            })),
          },
        ]
      : []),
    ...content.testimonials.map((t) => ({
      '@type': 'Review',
      inLanguage: lang,
      itemReviewed: { '@id': service },
      reviewBody: t.quote,
      author: { '@type': 'Person', name: t.name, description: t.role },
    })),
  ];
  return `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
}
