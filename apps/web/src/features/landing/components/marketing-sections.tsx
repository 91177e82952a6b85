import { Container, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitePage } from '@soundpost/contracts/site-content';
import classes from './marketing-sections.module.css';

/**
 * The plan catalogue's tiers and prices (features/plans, handed in by app/router.tsx): shows
 * `placeholder` until the prices have come; `from` names this page on the plans' buttons.
 */
export type PricingProps = { placeholder: ReactNode; from: string };
export type MarketingSectionsProps = { page: SitePage; Pricing: ComponentType<PricingProps> };

const placeholders = (count: number, className: string) =>
  Array.from({ length: count }, (_, i) => (
    <div key={i} className={`${classes.placeholder} ${className}`} aria-hidden />
  ));

export const tierPlaceholders = (
  <div className={classes.tiers}>{placeholders(3, classes.tierPlaceholder!)}</div>
);
export const testimonialPlaceholders = (
  <div className={classes.testimonials}>{placeholders(3, classes.testimonialPlaceholder!)}</div>
);
export const faqPlaceholders = (
  <div className={classes.faqs}>{placeholders(5, classes.faqPlaceholder!)}</div>
);

type Bodies = { pricing: ReactNode; testimonials: ReactNode | null; faqs: ReactNode | null };

/** The three sections with their headings; a body that is null (nothing to show) hides its section. */
export function SectionsLayout({ pricing, testimonials, faqs, busy }: Bodies & { busy: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <div aria-busy={busy || undefined}>
      <Container
        size="lg"
        component="section"
        aria-labelledby="marketing-pricing"
        className={classes.section}
      >
        <Title order={2} id="marketing-pricing" ta="center">
          {t('sections.pricing.title')}
        </Title>
        <Text c="dimmed" ta="center" mt="xs" mb="xl" className={classes.lead}>
          {t('sections.pricing.body')}
        </Text>
        {pricing}
      </Container>
      {testimonials === null ? null : (
        <Container
          size="lg"
          component="section"
          aria-labelledby="marketing-testimonials"
          className={classes.section}
        >
          <Title order={2} id="marketing-testimonials" ta="center" mb="xl">
            {t('sections.testimonials.title')}
          </Title>
          {testimonials}
        </Container>
      )}
      {faqs === null ? null : (
        <Container
          size="lg"
          component="section"
          aria-labelledby="marketing-faq"
          className={classes.section}
        >
          <Title order={2} id="marketing-faq" ta="center" mb="xl">
            {t('sections.faq.title')}
          </Title>
          {faqs}
        </Container>
      )}
    </div>
  );
}

const SiteContentLive = lazy(() =>
  import('./site-content-live.tsx').then((m) => ({ default: m.SiteContentLive })),
);

/**
 * A marketing page's prices, testimonials and questions. The page is prerendered the same for
 * every visitor, so these arrive after the first paint (decision 060): placeholders of their
 * size stand in, and the query library comes with them, not with the page.
 */
export function MarketingSections(props: MarketingSectionsProps) {
  return (
    <Suspense
      fallback={
        <SectionsLayout
          busy
          pricing={tierPlaceholders}
          testimonials={testimonialPlaceholders}
          faqs={faqPlaceholders}
        />
      }
    >
      <SiteContentLive {...props} />
    </Suspense>
  );
}
