// The cards' Mantine styles come with this component: the marketing pages that show it load
// only the layout's styles before their first paint (app/provider.tsx).
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session.ts';
import { usePlans } from '../api/get-plans.ts';
import { PlanCards, type PlanCardsProps } from './plan-cards.tsx';

type PlanPricingProps = Pick<PlanCardsProps, 'PlanAction'> & {
  /** Shown until the catalogue has come (the marketing pages' placeholder of the cards' size). */
  placeholder: ReactNode;
  /** The page showing the cards, recorded with a purchase started from them. */
  from: string;
};

/** The plan catalogue's cards on the marketing pages (decision 060): the prices of GET /v1/plans. */
export function PlanPricing({ PlanAction, placeholder, from }: PlanPricingProps) {
  const { t } = useTranslation('plans');
  const user = useUser();
  const plans = usePlans();
  if (plans.isPending) return placeholder;
  if (plans.isError) {
    return (
      <Text c="red" ta="center" role="alert">
        {t('loadFailed')}
      </Text>
    );
  }
  return (
    <PlanCards
      PlanAction={PlanAction}
      plans={plans.data.items}
      current={user?.subscription.plan_name ?? null}
      from={from}
    />
  );
}
