import { Accordion, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEntry } from '@soundpost/contracts/plans';

const questions = [
  'billing',
  'purchase',
  'upgrade',
  'downgrade',
  'royalties',
  'payouts',
  'refund',
] as const;

/** The upgrade screen's questions; shares and payout waits come from the plans themselves. */
export function PlanFaq({ plans }: { plans: PlanEntry[] }) {
  const { t } = useTranslation('plans');
  const free = plans.find((p) => p.plan === 'lite')!.capabilities;
  const paid = plans.find((p) => p.plan === 'artist')!.capabilities;
  const values: Partial<Record<(typeof questions)[number], Record<string, number>>> = {
    royalties: { free: free.royaltySharePercent, paid: paid.royaltySharePercent },
    payouts: { free: free.payoutWaitDays, paid: paid.payoutWaitDays },
  };
  return (
    <section aria-labelledby="plan-faq">
      <Title order={2} id="plan-faq" mb="md">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated">
        {questions.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`faq.${key}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.${key}.a`, values[key] ?? {})}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
