import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { countryName } from '@soundpost/contracts/countries';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDay } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useCapabilities } from '../../../lib/use-capabilities.ts';
import { exportHref, useAnalyticsSummary, type AnalyticsParams } from '../api/analytics.ts';
import { AnalyticsControls } from '../components/analytics-controls.tsx';
import { AnalyticsUpsell } from '../components/analytics-upsell.tsx';
import { BreakdownSection } from '../components/breakdown-section.tsx';
import { CountriesSection } from '../components/countries-section.tsx';
import { DemographicsGrid } from '../components/demographics-grid.tsx';
import { TotalsCards } from '../components/totals-cards.tsx';
import { TrendSection } from '../components/trend-section.tsx';
import {
  granularityFor,
  readView,
  viewParams,
  viewRange,
  writeView,
  type AnalyticsView,
} from '../utils/analytics-search.ts';
import type { RankedRow } from '../components/ranked-table.tsx';

/**
 * /analytics (spec sections 2, 6, 9): the chosen artist's (or all the account's artists')
 * listening over a period, compared with the one before, by platform, country, city, age and
 * gender, source and playlist. The free plan sees streams per store and month and its top
 * tracks, with the way to the rest. Every choice lives in the address. The page itself reads
 * no query: the summary's answer re-renders the period line and the totals, each section its
 * own answer, never the whole page (a phone's main thread, decision 043).
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  const [search, setSearch] = useSearchParams();
  const capabilities = useCapabilities();
  const basic = capabilities.analytics === 'basic';
  const view = readView(search);
  const params = viewParams(view);
  const granularity = granularityFor(viewRange(view), basic);
  const onChange = (next: AnalyticsView) => setSearch(writeView(next), { replace: true });
  const byLabel = (row: RankedRow) => row.label;
  const section = (
    id: string,
    dimension: 'track' | 'release' | 'store' | 'source',
    p: AnalyticsParams,
  ) => (
    <BreakdownSection
      id={`analytics-${id}`}
      title={t(`sections.${id}`)}
      params={p}
      dimension={dimension}
      label={
        dimension === 'source'
          ? (row) => t(`sources.${row.key}`, { defaultValue: row.key })
          : byLabel
      }
    />
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
          <Text size="xs" c="dimmed">
            {t('utcNote')}
          </Text>
        </Stack>
        <AnalyticsControls
          view={view}
          onChange={onChange}
          exportHref={exportHref(params, { granularity })}
        />
        <PeriodLine view={view} params={params} />
        <Totals view={view} params={params} basic={basic} />
        <TrendSection params={params} granularity={granularity} basic={basic} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {section('tracks', 'track', params)}
          {section('platforms', 'store', params)}
        </SimpleGrid>
        {basic ? (
          <AnalyticsUpsell kind="paid" />
        ) : (
          <>
            <CountriesSection params={params} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {section('releases', 'release', params)}
              {section('sources', 'source', params)}
              <BreakdownSection
                id="analytics-cities"
                title={t('sections.cities')}
                params={params}
                dimension="city"
                label={(row) => `${row.label}, ${countryName(row.key.slice(0, 2), i18n.language)}`}
              />
              <BreakdownSection
                id="analytics-demographics"
                title={t('sections.demographics')}
                params={params}
                dimension="age_gender"
                label={byLabel}
                render={(breakdown) => <DemographicsGrid breakdown={breakdown} />}
              />
            </SimpleGrid>
            {capabilities.playlistAnalytics ? (
              <BreakdownSection
                id="analytics-playlists"
                title={t('sections.playlists')}
                params={params}
                dimension="playlist"
                label={byLabel}
              />
            ) : (
              <AnalyticsUpsell kind="playlists" />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

type SummaryProps = { view: AnalyticsView; params: AnalyticsParams };

/** The period and its dates (from the summary: "all time" starts at the first reported day). */
function PeriodLine({ view, params }: SummaryProps) {
  const { t, i18n } = useTranslation('analytics');
  const summary = useAnalyticsSummary(params);
  return (
    <Text size="sm" fw={500} aria-live="polite">
      {t(`periods.${view.period}`)} ·{' '}
      {t('range', {
        from: formatDay(summary.data?.from ?? params.from, i18n.language),
        to: formatDay(params.to, i18n.language),
      })}
    </Text>
  );
}

/** The period's totals; before anything was ever reported, what to do to get there. */
function Totals({ view, params, basic }: SummaryProps & { basic: boolean }) {
  const { t } = useTranslation('analytics');
  const summary = useAnalyticsSummary(params);
  const nothingYet =
    summary.data && summary.data.totals.streams === 0 && view.period === 'all_time';
  return (
    <>
      {nothingYet ? (
        <EmptyState
          id="analytics-empty"
          icon={<IconChartBar aria-hidden />}
          title={t('emptyAll.title')}
          body={t('emptyAll.body')}
          headingOrder={2}
        />
      ) : null}
      {summary.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(summary.error)}
        </Alert>
      ) : (
        <TotalsCards summary={summary.data} basic={basic} />
      )}
    </>
  );
}
