import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@soundpost/contracts/payouts';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useWithdrawals } from '../api/withdrawals.ts';

const statusColors: Record<Withdrawal['status'], string> = {
  requested: 'gray',
  sending: 'blue',
  paid: 'teal',
  failed: 'red',
  rejected: 'red',
};

/** The payment history: each withdrawal with its state, and why one failed or was refused. */
export function WithdrawalsSection() {
  const { t } = useTranslation(['royalties', 'payouts']);
  const query = useWithdrawals();
  return (
    <QuerySection
      titleId="withdrawals-title"
      title={t('withdrawals.title')}
      query={query}
      isEmpty={!query.data?.items.length}
      emptyText={t('withdrawals.empty')}
      skeletonHeight={60}
    >
      {query.data?.items.map((w) => (
        <Group key={w.id} justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {formatMoney(w.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(w.createdAt)}
            </Text>
            {w.reason ? (
              <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                {t('payouts:admin.reasonOf', { reason: w.reason })}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="light" color={statusColors[w.status]}>
            {t(`payouts:admin.statuses.${w.status}`)}
          </Badge>
        </Group>
      ))}
    </QuerySection>
  );
}
