import {
  Alert,
  Anchor,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays } from '@soundpost/contracts/analytics-periods';
import { SectionCard } from '../../../components/section-card.tsx';
import { useNearView } from '../../../components/when-near-view.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCapabilities } from '../../../lib/use-capabilities.ts';
import { useAnalyticsBreakdown, useAnalyticsSummary } from '../api/analytics.ts';
import { formatCount } from '../utils/numbers.ts';
import { todayUtc } from '../utils/analytics-search.ts';
import { DeltaText } from './delta-text.tsx';

/**
 * The dashboard's last 28 days against the 28 before: streams, listeners (paid plans) and
 * revenue with their changes, the top tracks and the platforms growing most. Before anything
 * was reported, what to do to get there. The two lists sit below a phone's first screen: they
 * are asked for once they near the viewport (decision 043).
 */
export function ListeningCard() {
  const { t } = useTranslation('analytics');
  const basic = useCapabilities().analytics === 'basic';
  const today = todayUtc();
  const params = { from: addDays(today, -27), to: today, compare: 'previous' as const };
  const summary = useAnalyticsSummary(params);
  const [lists, listsNear] = useNearView<HTMLDivElement>();
  const tracks = useAnalyticsBreakdown(params, 'track', listsNear);
  const stores = useAnalyticsBreakdown(params, 'store', listsNear);
  const data = summary.data;
  const quiet = data && data.totals.streams === 0 && (data.previous?.totals.streams ?? 0) === 0;
  const trending = [...(stores.data?.rows ?? [])]
    .sort((a, b) => b.streams - (b.previousStreams ?? 0) - (a.streams - (a.previousStreams ?? 0)))
    .slice(0, 3);
  const figures = [
    {
      label: t('metrics.streams'),
      now: data?.totals.streams ?? 0,
      before: data?.previous?.totals.streams ?? 0,
      text: formatCount,
    },
    ...(basic
      ? []
      : [
          {
            label: t('metrics.listeners'),
            now: data?.totals.listeners ?? 0,
            before: data?.previous?.totals.listeners ?? 0,
            text: formatCount,
          },
        ]),
  ];
  return (
    <SectionCard
      id="dashboard-listening"
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      action={
        <Anchor component={Link} to={paths.analytics.getHref()} size="sm">
          {t('dashboard.all')}
        </Anchor>
      }
    >
      {summary.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('dashboard.loadFailed')}
        </Alert>
      ) : !data ? (
        <Skeleton h={120} />
      ) : quiet ? (
        <Stack gap="xs">
          <Text c="dimmed">{t('emptyAll.body')}</Text>
          <Anchor component={Link} to={paths.releases.create.getHref()} size="sm" fw={600}>
            {t('dashboard.start')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {figures.map((f) => (
              <Stack key={f.label} gap={0} role="group" aria-label={f.label}>
                <Text size="xs" c="dimmed">
                  {f.label}
                </Text>
                <Text size="xl" fw={700}>
                  {f.text(f.now)}
                </Text>
                <DeltaText now={f.now} before={f.before} />
              </Stack>
            ))}
            <Stack gap={0} role="group" aria-label={t('metrics.revenue')}>
              <Text size="xs" c="dimmed">
                {t('metrics.revenue')}
              </Text>
              <Text size="xl" fw={700}>
                {formatMoney(data.revenue)}
              </Text>
              <DeltaText now={Number(data.revenue)} before={Number(data.previous?.revenue ?? 0)} />
            </Stack>
          </SimpleGrid>
          <SimpleGrid ref={lists} cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('sections.tracks')}
              </Title>
              <List size="sm" type="ordered" spacing={2}>
                {(tracks.data?.rows ?? []).slice(0, 5).map((row) => (
                  <List.Item key={row.key}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" lineClamp={1}>
                        {row.label}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatCount(row.streams)}
                      </Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('dashboard.trending')}
              </Title>
              <List size="sm" spacing={2}>
                {trending.map((row) => (
                  <List.Item key={row.key}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{row.label}</Text>
                      <DeltaText now={row.streams} before={row.previousStreams ?? 0} />
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </SectionCard>
  );
}
