import { Alert, Badge, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paidPlans, type PaidPlan } from '@soundpost/contracts/plans';
import type { Plan } from '@soundpost/contracts/users';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useStartCheckout } from '../api/billing.ts';

type PlanActionProps = {
  plan: Plan;
  /** The signed-in user's plan; null for a visitor. */
  current: Plan | null;
  /** The link that led here (`from`), recorded with the purchase. */
  from: string | null;
};

const rank = (plan: Plan) => (plan === 'lite' ? 0 : paidPlans.indexOf(plan as PaidPlan) + 1);

/**
 * What a plan's card offers: sign-up for a visitor, "your plan", or the purchase (a new year,
 * or an upgrade charged pro rata) that opens the payment page. A lower plan is changed from the
 * Subscription tab, at the end of the period. Shown on each plan card of the upgrade page
 * (features/plans), which app/router.tsx hands it to.
 */
export function PlanAction({ plan, current, from }: PlanActionProps) {
  const { t } = useTranslation(['plans', 'errors']);
  const checkout = useStartCheckout();
  if (plan === current) return <Badge variant="light">{t('cta.current')}</Badge>;
  if (!current) {
    const back = paths.upgrade.getHref(from);
    return plan === 'lite' ? (
      <LinkButton to={paths.auth.signup.getHref()}>{t('cta.signUp')}</LinkButton>
    ) : (
      <LinkButton to={paths.auth.signup.getHref(back)}>
        {t('cta.buy', { plan: t(`names.${plan}`) })}
      </LinkButton>
    );
  }
  if (plan === 'lite' || rank(plan) < rank(current)) return null;
  const name = t(`names.${plan}`);
  return (
    <Stack gap={6}>
      <Button
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal' } }}
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate({ plan, from })}
      >
        {current === 'lite' ? t('cta.buy', { plan: name }) : t('cta.upgrade', { plan: name })}
      </Button>
      {checkout.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(checkout.error)}
        </Alert>
      )}
    </Stack>
  );
}
