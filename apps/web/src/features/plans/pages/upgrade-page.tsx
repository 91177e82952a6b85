import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session.ts';
import { usePlans } from '../api/get-plans.ts';
import { PlanCards, type PlanCardsProps } from '../components/plan-cards.tsx';
import { PlanComparison } from '../components/plan-comparison.tsx';
import { PlanFaq } from '../components/plan-faq.tsx';

/** `from` names the link that led here (`v3_navbar`…); recorded with the purchase. */
const fromPattern = /^[a-z0-9_]{1,40}$/;

/**
 * `/upgrade` and `/pro` (spec section 2): the plans with their prices, the comparison of spec
 * section 6 and the questions. Public; a paid plan's button opens the payment page (decision 029):
 * that button is billing's (`PlanAction`), handed in by app/router.tsx.
 */
export function UpgradePage({ PlanAction }: Pick<PlanCardsProps, 'PlanAction'>) {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const from = search.get('from');
  const user = useUser();
  const plans = usePlans();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        {plans.isPending ? (
          <Loader role="progressbar" aria-label={t('common:loading')} />
        ) : plans.isError ? (
          <Alert color="red" role="alert">
            {t('loadFailed')}
          </Alert>
        ) : (
          <>
            <PlanCards
              PlanAction={PlanAction}
              plans={plans.data.items}
              current={user?.subscription.plan_name ?? null}
              from={from && fromPattern.test(from) ? from : null}
            />
            <PlanComparison plans={plans.data.items} />
            <PlanFaq plans={plans.data.items} />
          </>
        )}
      </Stack>
    </Container>
  );
}
