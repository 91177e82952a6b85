import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoyaltySummary } from '../api/royalties.ts';
import { MoneyText } from './money-text.tsx';

const parts = ['balance', 'available', 'pending', 'paid'] as const;

/** The overview: balance and its parts, from the ledger. */
export function SummaryCards({ summary }: { summary: RoyaltySummary | undefined }) {
  const { t } = useTranslation('royalties');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {parts.map((part) => (
        <Paper key={part} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed" id={`royalties-${part}`}>
            {t(`summary.${part}`)}
          </Text>
          {summary ? (
            <Text
              fz="xl"
              fw={700}
              aria-labelledby={`royalties-${part}`}
              data-testid={`summary-${part}`}
            >
              <MoneyText amount={summary[part]} />
            </Text>
          ) : (
            <Skeleton h={28} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
