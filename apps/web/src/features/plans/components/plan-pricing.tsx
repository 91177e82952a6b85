// The cards' Mantine styles come with this component: the marketing pages that show it load
// only the layout's styles before their first paint (app/provider.tsx).
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { useUser } from '../../../lib/session.ts';
import { usePlans } from '../api/get-plans.ts';
import { PlanCards, type PlanActionProps } from './plan-cards.tsx';

/**
 * A card's link on the marketing pages: a visitor signs up (for a paid plan, then on to the
 * upgrade page), a signed-in user goes to the upgrade page, where billing's button buys. No
 * checkout here: the marketing pages stay light (decision 060).
 */
function PlanLink({ plan, current, from }: PlanActionProps) {
  const { t } = useTranslation('plans');
  const upgrade = paths.upgrade.getHref(from);
  if (current) {
    return plan === current ? (
      <Text c="dimmed">{t('cta.current')}</Text>
    ) : (
      <LinkButton to={upgrade} variant="light">
        {t('cta.upgrade', { plan: t(`names.${plan}`) })}
      </LinkButton>
    );
  }
  return plan === 'lite' ? (
    <LinkButton to={paths.auth.signup.getHref()}>{t('cta.signUp')}</LinkButton>
  ) : (
    <LinkButton to={paths.auth.signup.getHref(upgrade)}>
      {t('cta.buy', { plan: t(`names.${plan}`) })}
    </LinkButton>
  );
}

type PlanPricingProps = {
  /** Shown until the catalogue has come (the marketing pages' placeholder of the cards' size). */
  placeholder: ReactNode;
  /** The page showing the cards (`from` on the upgrade page's address). */
  from: string;
};

/** The plan catalogue's cards on the marketing pages (decision 060): the prices of GET /v1/plans. */
export function PlanPricing({ placeholder, from }: PlanPricingProps) {
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
      PlanAction={PlanLink}
      plans={plans.data.items}
      current={user?.subscription.plan_name ?? null}
      from={from}
    />
  );
}
