import { useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@soundpost/contracts/billing';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useCheckoutOutcome, useOpenPortal, useSubscription } from '../api/billing.ts';
import { ScheduledChange } from '../components/scheduled-change.tsx';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog.tsx';
import { InvoicesSection } from '../components/invoices-section.tsx';

const vendorNames = { apple: 'Apple', google: 'Google' } as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Subscription tab (spec section 2): plan, renewal or end, invoices, payment, cancel. */
export function SubscriptionTab() {
  const { t } = useTranslation(['plans', 'account']);
  const view = useSubscription();
  if (view.isPending) return <Skeleton h={240} radius="lg" />;
  if (view.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('subscription.loadFailed')}>
        {errorMessage(view.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <SubscriptionSection view={view.data} />
      <InvoicesSection invoices={view.data.invoices} />
    </Stack>
  );
}

function SubscriptionSection({ view }: { view: SubscriptionView }) {
  const { t } = useTranslation(['plans', 'errors']);
  const [search] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const portal = useOpenPortal();
  const returned = search.get('checkout');
  const outcome = useCheckoutOutcome(returned && uuid.test(returned) ? returned : null);
  const sub = view.subscription?.status === 'active' ? view.subscription : null;
  const change = sub?.scheduledChange;
  return (
    <SectionCard
      id="account-subscription"
      title={t('subscription.title')}
      description={t('subscription.description')}
    >
      <Group gap="xs">
        <Text fw={600}>{t('subscription.plan')}:</Text>
        <Badge variant="light" size="lg" data-testid="current-plan">
          {t(`names.${view.plan}`)}
        </Badge>
        {view.provider === 'sandbox' && (
          <Badge color="yellow" variant="filled" autoContrast>
            {t('sandbox.label')}
          </Badge>
        )}
      </Group>
      {sub ? (
        change ? (
          <ScheduledChange subscription={sub} change={change} />
        ) : (
          <Text>{t('subscription.renews', { date: formatDateTime(sub.periodEnd) })}</Text>
        )
      ) : (
        <Group gap="sm">
          <Text>
            {view.subscription
              ? t('subscription.ended', { date: formatDateTime(view.subscription.periodEnd) })
              : t('subscription.free')}
          </Text>
          <LinkButton to={paths.upgrade.getHref('account_subscription')} variant="light">
            {t('subscription.seePlans')}
          </LinkButton>
        </Group>
      )}
      {outcome.data?.status === 'open' && (
        <Alert color="blue" variant="light" role="status">
          {t('subscription.confirming')}
        </Alert>
      )}
      {search.get('portal') === 'sandbox' && (
        <Alert color="yellow" variant="light">
          {t('subscription.portalSandbox')}
        </Alert>
      )}
      {portal.isError && (
        <Alert color="red" variant="light" role="alert" title={t('subscription.portalFailed')}>
          {t('subscription.portalFailedHint')}
        </Alert>
      )}
      {sub?.vendor ? (
        <Alert color="blue" variant="light">
          {t('subscription.vendor', { vendor: vendorNames[sub.vendor] })}
        </Alert>
      ) : sub ? (
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => portal.mutate()}
            loading={portal.isPending || portal.isSuccess}
          >
            {t('subscription.manage')}
          </Button>
          {change?.plan !== 'lite' && (
            <Button color="red" variant="light" onClick={() => setCancelling(true)}>
              {t('subscription.cancel')}
            </Button>
          )}
        </Group>
      ) : null}
      {sub && (
        <CancelSubscriptionDialog
          opened={cancelling}
          onClose={() => setCancelling(false)}
          planName={t(`names.${sub.plan}`)}
          periodEnd={sub.periodEnd}
        />
      )}
    </SectionCard>
  );
}
