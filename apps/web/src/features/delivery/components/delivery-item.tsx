import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { Delivery } from '../api/delivery-list.ts';
import { AdminCard } from '../../../components/admin-card-list.tsx';

const stateColors: Record<Delivery['state'], string> = {
  queued: 'gray',
  delivering: 'blue',
  delivered: 'cyan',
  acknowledged: 'teal',
  error: 'red',
};

/** What the admin can do with one delivery; `pendingId` is the one whose action is running. */
export type DeliveryActions = {
  retry: (id: string) => void;
  confirm: (id: string) => void;
  /** Only for administrators: reviewers see the link without it. */
  editLink: ((delivery: Delivery) => void) | null;
  retryingId: string | null;
  confirmingId: string | null;
};

/**
 * One message to one store as a card: the store and its state whole at the top, then times,
 * attempts, the batch, the store's or the transport's error, and the actions, which wrap.
 */
export function DeliveryItem({ d, actions }: { d: Delivery; actions: DeliveryActions }) {
  const { t } = useTranslation('delivery');
  const confirmable = d.state === 'delivered' || d.state === 'error' || d.state === 'delivering';
  const editable = actions.editLink && d.kind !== 'takedown';
  return (
    <AdminCard
      head={
        <>
          <Text size="sm" fw={500}>
            {d.storeName}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`kinds.${d.kind}`)} · v{d.version} · {t('admin.attempts')}: {d.attempts}
          </Text>
        </>
      }
      corner={
        <Badge color={stateColors[d.state]} variant="light">
          {t(`states.${d.state}`)}
        </Badge>
      }
    >
      <div>
        <Text size="xs">
          {d.deliveredAt
            ? t('admin.deliveredAt', { date: formatDateTime(d.deliveredAt) })
            : t('admin.notDelivered')}
        </Text>
        {d.acknowledgedAt ? (
          <Text size="xs">
            {t('admin.acknowledgedAt', { date: formatDateTime(d.acknowledgedAt) })}
          </Text>
        ) : null}
        {d.confirmedManually ? (
          <Text size="xs" c="dimmed">
            {t('admin.confirmedManually')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.batch')}: {d.batchId}
        </Text>
      </div>
      {d.lastError ? (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {d.lastError}
        </Text>
      ) : null}
      {d.storeLink || d.state === 'error' || confirmable || editable ? (
        <Group gap="xs" justify="space-between">
          {d.storeLink ? (
            <Anchor
              href={d.storeLink}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              aria-label={t('link.openOn', { store: d.storeName })}
            >
              {d.storeLinkSetManually ? t('link.real') : t('link.template')}
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {d.state === 'error' ? (
              <Button
                size="xs"
                loading={actions.retryingId === d.id}
                onClick={() => actions.retry(d.id)}
                aria-label={t('admin.retryOf', { store: d.storeName })}
              >
                {t('admin.retry')}
              </Button>
            ) : null}
            {confirmable ? (
              <Button
                size="xs"
                variant="default"
                loading={actions.confirmingId === d.id}
                onClick={() => actions.confirm(d.id)}
                aria-label={t('admin.confirmOf', { store: d.storeName })}
              >
                {t('admin.confirm')}
              </Button>
            ) : null}
            {editable ? (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => actions.editLink?.(d)}
                aria-label={t('link.editOf', { store: d.storeName })}
              >
                {t('link.edit')}
              </Button>
            ) : null}
          </Group>
        </Group>
      ) : null}
    </AdminCard>
  );
}
