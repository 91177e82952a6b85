import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import {
  useRoyaltyBreakdown,
  type RoyaltyBreakdownDimension,
  type RoyaltyBreakdownItem,
} from '../api/royalties.ts';
import { breakdownFilter } from '../utils/breakdown-filter.ts';
import { countryName } from '../utils/labels.ts';
import classes from './royalties.module.css';
import type { LinesSource } from './lines-drawer.tsx';
import { MoneyText } from './money-text.tsx';

const BreakdownChart = lazy(async () => ({
  default: (await import('./breakdown-chart.tsx')).BreakdownChart,
}));

const dimensions: RoyaltyBreakdownDimension[] = ['store', 'country', 'release', 'track'];
/** The chart shows the largest rows; the list below has them all. */
const chartRows = 8;

/** Earnings by store, country, release or track; each row opens its lines. */
export function BreakdownSection({ onOpen }: { onOpen: (source: LinesSource) => void }) {
  const { t } = useTranslation('royalties');
  const [by, setBy] = useState<RoyaltyBreakdownDimension>('store');
  const query = useRoyaltyBreakdown(by);
  const label = (item: RoyaltyBreakdownItem) =>
    by === 'country' && item.key
      ? countryName(item.key)
      : (item.label ?? (by === 'track' ? t('line.noTrack') : t('breakdown.untitled')));

  const items = query.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="breakdown-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="breakdown-title">
            {t('breakdown.title')}
          </Title>
          <SegmentedControl
            value={by}
            onChange={(value) => setBy(value as RoyaltyBreakdownDimension)}
            data={dimensions.map((d) => ({ value: d, label: t(`breakdown.by.${d}`) }))}
            aria-label={t('breakdown.dimension')}
            size="xs"
          />
        </Group>
        {query.isPending ? (
          <Skeleton h={220} />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(query.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton h={220} />}>
              <BreakdownChart
                rows={items
                  .slice(0, chartRows)
                  .map((item) => ({ label: label(item), amount: item.amount }))}
              />
            </Suspense>
            <Stack gap={0} component="ul" className={classes.rows}>
              {items.map((item) => (
                <li key={item.key ?? 'none'}>
                  <UnstyledButton
                    className={classes.row}
                    onClick={() =>
                      onOpen({ title: label(item), filter: breakdownFilter(by, item.key) })
                    }
                  >
                    <Text size="sm" className={classes.rowLabel}>
                      {label(item)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('breakdown.lines', { count: item.lines })}
                    </Text>
                    <Text size="sm" fw={600}>
                      <MoneyText amount={item.amount} />
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
