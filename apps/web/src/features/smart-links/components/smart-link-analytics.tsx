import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SmartLinkDetail } from '@soundpost/contracts/smart-links';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useSmartLinkAnalytics } from '../api/smart-links.ts';
import { CountTable } from './count-table.tsx';

const ranges = ['7', '30', '90'] as const;
const DailyChart = lazy(async () => ({ default: (await import('./daily-chart.tsx')).DailyChart }));

/** The analytics tab (PRO): views and clicks per day, store, country and referrer. */
export function SmartLinkAnalytics({ link }: { link: SmartLinkDetail }) {
  const { t, i18n } = useTranslation('smart-links');
  const [days, setDays] = useState<(typeof ranges)[number]>('30');
  const stats = useSmartLinkAnalytics(link.id, Number(days), link.canCustomise);
  if (!link.canCustomise) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text size="sm">{t('analytics.pro', { views: link.views, clicks: link.clicks })}</Text>
          <UpgradeLink from="smart_links_analytics" />
        </Stack>
      </Paper>
    );
  }
  const storeName = new Map(link.stores.map((s) => [s.storeId, s.name]));
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countryName = (code: string) =>
    code === 'unknown' ? t('analytics.unknown') : (country.of(code) ?? code);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="smart-link-range">
          {t('analytics.title')}
        </Title>
        <SegmentedControl
          aria-labelledby="smart-link-range"
          value={days}
          onChange={(value) => setDays(value as (typeof ranges)[number])}
          data={ranges.map((value) => ({
            value,
            label: t('analytics.days', { count: Number(value) }),
          }))}
        />
      </Group>
      {stats.isPending ? (
        <Skeleton h={200} />
      ) : stats.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(stats.error)}
        </Alert>
      ) : (
        <>
          <Text>
            {t('analytics.totals', {
              views: stats.data.days.reduce((sum, d) => sum + d.views, 0),
              clicks: stats.data.days.reduce((sum, d) => sum + d.clicks, 0),
            })}
          </Text>
          <Suspense fallback={<Skeleton h={220} />}>
            <DailyChart points={stats.data.days} />
          </Suspense>
          <CountTable
            id="smart-link-days"
            title={t('analytics.byDay')}
            withViews
            rows={stats.data.days
              .filter((d) => d.views || d.clicks)
              .reverse()
              .map((d) => ({ key: d.day, label: d.day, views: d.views, clicks: d.clicks }))}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <CountTable
              id="smart-link-by-store"
              title={t('analytics.byStore')}
              withViews={false}
              rows={stats.data.stores.map((r) => ({ ...r, label: storeName.get(r.key) ?? r.key }))}
            />
            <CountTable
              id="smart-link-by-country"
              title={t('analytics.byCountry')}
              withViews
              rows={stats.data.countries.map((r) => ({ ...r, label: countryName(r.key) }))}
            />
            <CountTable
              id="smart-link-by-referrer"
              title={t('analytics.byReferrer')}
              withViews
              rows={stats.data.referrers.map((r) => ({
                ...r,
                label: r.key === 'direct' ? t('analytics.direct') : r.key,
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
