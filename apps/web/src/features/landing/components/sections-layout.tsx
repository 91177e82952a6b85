import { Container, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
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
  <div className={classes.grid}>{placeholders(3, classes.tierPlaceholder!)}</div>
);
export const testimonialPlaceholders = (
  <div className={classes.grid}>{placeholders(3, classes.testimonialPlaceholder!)}</div>
);
export const faqPlaceholders = (
  <div className={classes.faqs}>{placeholders(5, classes.faqPlaceholder!)}</div>
);

type Bodies = { pricing: ReactNode; testimonials: ReactNode | null; faqs: ReactNode | null };

/** One section with its heading (and a line under it); nothing when its body is null. */
function Section({ name, lead, children }: { name: string; lead?: string; children: ReactNode }) {
  const { t } = useTranslation('landing');
  if (children === null) return null;
  const id = `marketing-${name}`;
  return (
    <Container size="lg" component="section" aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} ta="center" mb={lead ? undefined : 'xl'}>
        {t(`sections.${name}.title`)}
      </Title>
      {lead ? (
        <Text c="dimmed" ta="center" mt="xs" mb="xl" className={classes.lead}>
          {lead}
        </Text>
      ) : null}
      {children}
    </Container>
  );
}

/** The three sections with their headings; a body that is null (nothing to show) hides its section. */
export function SectionsLayout({ pricing, testimonials, faqs, busy }: Bodies & { busy: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <div aria-busy={busy || undefined}>
      <Section name="pricing" lead={t('sections.pricing.body')}>
        {pricing}
      </Section>
      <Section name="testimonials">{testimonials}</Section>
      <Section name="faq">{faqs}</Section>
    </div>
  );
}
