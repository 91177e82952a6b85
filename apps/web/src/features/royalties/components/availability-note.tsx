import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';
import { isZeroMoney } from '../../../lib/money.ts';
import type { RoyaltySummary } from '../api/royalties.ts';

/**
 * Why the available balance is what it is: the plan's payout wait, the minimum withdrawal, when
 * each pending amount becomes available, and what is being paid out.
 */
export function AvailabilityNote({
  summary,
  minimum,
}: {
  summary: RoyaltySummary;
  /** The smallest withdrawal (API money text, from the server's settings). */
  minimum: string;
}) {
  const { t } = useTranslation('payouts');
  return (
    <Stack gap={4} data-testid="availability-note">
      <Text size="sm" c="dimmed">
        {t('availability.rule', { days: summary.payoutWaitDays, minimum: formatUsd(minimum) })}
      </Text>
      {summary.upcoming.length > 0 && (
        <>
          <Text size="sm" fw={500} id="availability-upcoming">
            {t('availability.upcoming')}
          </Text>
          <List size="sm" aria-labelledby="availability-upcoming">
            {summary.upcoming.map((part) => (
              <List.Item key={part.availableAt}>
                {t('availability.on', {
                  amount: formatUsd(part.amount),
                  date: formatDateTime(part.availableAt),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {!isZeroMoney(summary.inFlight) && (
        <Text size="sm">{t('availability.inFlight', { amount: formatUsd(summary.inFlight) })}</Text>
      )}
    </Stack>
  );
}
