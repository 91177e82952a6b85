import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@soundpost/contracts/billing';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useKeepPlan } from '../api/billing.ts';

type Subscription = NonNullable<SubscriptionView['subscription']>;

/**
 * A cancellation or downgrade waiting for the end of the period, and "Keep my plan" to undo it
 * before then (not for a subscription a device vendor bills: that is changed on the device).
 */
export function ScheduledChange({
  subscription,
  change,
}: {
  subscription: Subscription;
  change: NonNullable<Subscription['scheduledChange']>;
}) {
  const { t } = useTranslation(['plans', 'errors']);
  const keep = useKeepPlan();
  const notice =
    change.plan === 'lite'
      ? t('subscription.ends', { date: formatDateTime(subscription.periodEnd) })
      : t('subscription.scheduled', {
          plan: t(`names.${change.plan}`),
          date: formatDateTime(change.effectiveAt),
        });
  const submit = () =>
    keep.mutate(undefined, {
      onSuccess: () =>
        notify({
          color: 'teal',
          message: t('subscription.kept', {
            plan: t(`names.${subscription.plan}`),
            date: formatDateTime(subscription.periodEnd),
          }),
        }),
    });
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text>{notice}</Text>
        {!subscription.vendor && (
          <Button variant="light" size="xs" onClick={submit} loading={keep.isPending}>
            {t('subscription.keep')}
          </Button>
        )}
      </Group>
      {keep.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(keep.error)}
        </Alert>
      )}
    </Stack>
  );
}
