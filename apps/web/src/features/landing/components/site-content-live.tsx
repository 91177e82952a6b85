import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchLanguage } from '../../../lib/languages.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useSiteContent } from '../api/get-site-content.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import {
  faqPlaceholders,
  SectionsLayout,
  testimonialPlaceholders,
  tierPlaceholders,
  type MarketingSectionsProps,
} from './sections-layout.tsx';
import { TestimonialList } from './testimonial-list.tsx';

const fromOf = { landing: 'landing', free: 'free_page', monetization: 'monetization_page' };

function Sections({ page, Pricing }: MarketingSectionsProps) {
  const { t, i18n } = useTranslation('landing');
  const content = useSiteContent(page, matchLanguage(i18n.language) ?? 'en');
  const failed = (
    <Text c="red" ta="center" role="alert">
      {t('sections.loadFailed')}
    </Text>
  );
  const pricing = (
    <Suspense fallback={tierPlaceholders}>
      <Pricing placeholder={tierPlaceholders} from={fromOf[page]} />
    </Suspense>
  );
  if (content.isPending) {
    return (
      <SectionsLayout
        busy
        pricing={pricing}
        testimonials={testimonialPlaceholders}
        faqs={faqPlaceholders}
      />
    );
  }
  if (content.isError)
    return <SectionsLayout busy={false} pricing={pricing} testimonials={null} faqs={failed} />;
  const { faqs, testimonials } = content.data;
  return (
    <SectionsLayout
      busy={false}
      pricing={pricing}
      testimonials={testimonials.length ? <TestimonialList testimonials={testimonials} /> : null}
      faqs={faqs.length ? <FaqAccordion faqs={faqs} /> : null}
    />
  );
}

/** The sections once their data can load: the query cache with them. */
export function SiteContentLive(props: MarketingSectionsProps) {
  return (
    <QueryProvider>
      <Sections {...props} />
    </QueryProvider>
  );
}
