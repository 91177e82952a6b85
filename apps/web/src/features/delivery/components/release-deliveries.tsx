import { useState } from 'react';
import { Alert, Card, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useUser } from '../../../lib/session.ts';
import { useDeliveryAction } from '../api/delivery-actions.ts';
import { useDeliveries, type Delivery } from '../api/delivery-list.ts';
import { AdminCardList } from '../../../components/admin-card-list.tsx';
import { DeliveryItem, type DeliveryActions } from './delivery-item.tsx';
import { StoreLinkModal } from './store-link-modal.tsx';

/**
 * The release's deliveries, one card per message to a store, for the admin's review page (its
 * narrow column: a table hid the actions and cut the state); admins also set the store's link.
 */
export function ReleaseDeliveries({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation('delivery');
  const deliveries = useDeliveries(releaseId);
  const retry = useDeliveryAction(releaseId, 'retry');
  const confirm = useDeliveryAction(releaseId, 'confirm');
  const failed = retry.error ?? confirm.error;
  const isAdmin = useUser()?.role === 'admin';
  const [editing, setEditing] = useState<Delivery | null>(null);

  if (deliveries.isPending) return <Skeleton h={160} radius="lg" />;
  if (deliveries.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(deliveries.error)}
      </Alert>
    );
  const items = deliveries.data.items;
  const actions: DeliveryActions = {
    retry: (id) => retry.mutate(id),
    confirm: (id) => confirm.mutate(id),
    editLink: isAdmin ? setEditing : null,
    retryingId: retry.isPending ? retry.variables : null,
    confirmingId: confirm.isPending ? confirm.variables : null,
  };
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="deliveries-title"
    >
      <Title order={2} size="h4" id="deliveries-title" mb="sm">
        {t('admin.title')}
      </Title>
      {failed ? (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(failed)}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.none')}
        </Text>
      ) : (
        <AdminCardList labelledBy="deliveries-title">
          {items.map((d) => (
            <DeliveryItem key={d.id} d={d} actions={actions} />
          ))}
        </AdminCardList>
      )}
      <StoreLinkModal
        key={editing?.id ?? 'none'}
        releaseId={releaseId}
        delivery={editing}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
