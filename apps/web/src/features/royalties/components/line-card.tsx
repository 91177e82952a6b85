import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RoyaltyEntry } from '../api/royalties.ts';
import { formatMoney, isZeroMoney } from '../../../lib/money.ts';
import { countryName } from '../utils/labels.ts';
import { MoneyText } from './money-text.tsx';

/**
 * How a split divided the line's artist share, e.g. "85% × 30%" (the plan's share applied,
 * then the split's), with a recoupment of the collaborator's costs when there was one.
 */
function splitText(t: TFunction<'royalties'>, entry: RoyaltyEntry) {
  const split = entry.split;
  if (!split) return '—';
  const values = {
    share: entry.sharePercent,
    split: split.percent,
    amount: formatMoney(split.recouped),
  };
  if (split.percent === null) return t('line.splitRecoup', values);
  return t(isZeroMoney(split.recouped) ? 'line.splitShare' : 'line.splitBoth', values);
}

/** One report line behind an amount: where it came from and the share applied. */
export function LineCard({ entry }: { entry: RoyaltyEntry }) {
  const { t } = useTranslation('royalties');
  const facts: [string, ReactNode][] = [
    [
      t('line.report'),
      `${entry.report.filename ?? entry.report.importId} · ${entry.report.period}`,
    ],
    [t('line.lineNumber'), String(entry.report.lineNumber)],
    [t('line.store'), entry.store],
    [t('line.saleMonth'), entry.date.slice(0, 7)],
    [t('line.country'), countryName(entry.country)],
    [t('line.release'), entry.release?.title ?? '—'],
    [t('line.track'), entry.track?.title ?? t('line.noTrack')],
    [t('line.isrc'), entry.isrc || '—'],
    [t('line.quantity'), String(entry.quantity)],
    [t('line.reported'), <MoneyText amount={entry.reportedAmount} />],
    [t('line.split'), splitText(t, entry)],
  ];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="royalty-line">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <MoneyText amount={entry.amount} />
          </Text>
          <Badge variant="light">{t('line.share', { percent: entry.sharePercent })}</Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Group key={label} gap={6} wrap="nowrap" align="baseline">
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
