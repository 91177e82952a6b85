import {
  Alert,
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
import { useDeliveryAction } from '../api/delivery-actions.ts';
import { useDeliveries, type Delivery } from '../api/delivery-list.ts';

const stateColors: Record<Delivery['state'], string> = {
  queued: 'gray',
  delivering: 'blue',
  delivered: 'cyan',
  acknowledged: 'teal',
  error: 'red',
};

/**
 * The release's deliveries, one row per message to a store, for the admin's review page: the
 * state, attempts, the store's or the transport's error, and retry / confirm actions.
 */
export function ReleaseDeliveries({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation('delivery');
  const deliveries = useDeliveries(releaseId);
  const retry = useDeliveryAction(releaseId, 'retry');
  const confirm = useDeliveryAction(releaseId, 'confirm');
  const failed = retry.error ?? confirm.error;

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
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
