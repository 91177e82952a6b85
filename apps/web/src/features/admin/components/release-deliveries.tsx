import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useUser } from '../../../lib/session.ts';
import { useDeliveryAction } from '../api/delivery-actions.ts';
import { useDeliveries, type Delivery } from '../api/delivery-list.ts';
import { StoreLinkModal } from './store-link-modal.tsx';

const stateColors: Record<Delivery['state'], string> = {
  queued: 'gray',
  delivering: 'blue',
  delivered: 'cyan',
  acknowledged: 'teal',
  error: 'red',
};

/**
 * The release's deliveries, one row per message to a store, for the admin's review page: the
 * state, attempts, the store's or the transport's error, the link on the store, and retry /
 * confirm actions; admins also set the store's real link.
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
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.store')}</Table.Th>
                <Table.Th>{t('admin.state')}</Table.Th>
                <Table.Th>{t('admin.attempts')}</Table.Th>
                <Table.Th>{t('admin.batch')}</Table.Th>
                <Table.Th>{t('admin.times')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {d.storeName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`kinds.${d.kind}`)} · v{d.version}
                    </Text>
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
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={stateColors[d.state]} variant="light">
                      {t(`states.${d.state}`)}
                    </Badge>
                    {d.confirmedManually ? (
                      <Text size="xs" c="dimmed">
                        {t('admin.confirmedManually')}
                      </Text>
                    ) : null}
                    {d.lastError ? (
                      <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                        {d.lastError}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {d.batchId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {d.state === 'error' ? (
                        <Button
                          size="xs"
                          loading={retry.isPending && retry.variables === d.id}
                          onClick={() => retry.mutate(d.id)}
                          aria-label={t('admin.retryOf', { store: d.storeName })}
                        >
                          {t('admin.retry')}
                        </Button>
                      ) : null}
                      {d.state === 'delivered' ||
                      d.state === 'error' ||
                      d.state === 'delivering' ? (
                        <Button
                          size="xs"
                          variant="default"
                          loading={confirm.isPending && confirm.variables === d.id}
                          onClick={() => confirm.mutate(d.id)}
                          aria-label={t('admin.confirmOf', { store: d.storeName })}
                        >
                          {t('admin.confirm')}
                        </Button>
                      ) : null}
                      {isAdmin && d.kind !== 'takedown' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setEditing(d)}
                          aria-label={t('link.editOf', { store: d.storeName })}
                        >
                          {t('link.edit')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
