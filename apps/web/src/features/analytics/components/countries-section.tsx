import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@soundpost/contracts/countries';
import {
  useAnalyticsBreakdown,
  type AnalyticsBreakdown,
  type AnalyticsParams,
} from '../api/analytics.ts';
import { WhenNearView } from '../../../components/when-near-view.tsx';
import { formatCount } from '../utils/numbers.ts';
import { BreakdownSection } from './breakdown-section.tsx';
import { RankedTable } from './ranked-table.tsx';

const WorldMap = lazy(async () => ({ default: (await import('./world-map.tsx')).WorldMap }));

/** Streams by country on a world map and in a table; a country opens its cities. */
export function CountriesSection({ params }: { params: AnalyticsParams }) {
  const { t, i18n } = useTranslation('analytics');
  const [selected, setSelected] = useState<string | null>(null);
  const name = (code: string) => countryName(code, i18n.language);
  const render = (breakdown: AnalyticsBreakdown) => {
    const streams = new Map(breakdown.rows.map((r) => [r.key, r.streams]));
    const top = breakdown.rows.slice(0, 5).map((r) => `${name(r.key)} ${formatCount(r.streams)}`);
    return (
      <Stack gap="md">
        <WhenNearView placeholder={<Skeleton h={260} />}>
          <Suspense fallback={<Skeleton h={260} />}>
            <WorldMap
              streams={streams}
              label={`${t('map.label')}. ${t('map.summary', { list: top.join(', ') })}`}
              name={name}
              describe={(code, count) =>
                `${name(code)}: ${formatCount(count)} ${t('table.streams')}`
              }
              onSelect={setSelected}
            />
          </Suspense>
        </WhenNearView>
        {selected ? (
          <CountryCities params={params} country={selected} onClear={() => setSelected(null)} />
        ) : null}
        <RankedTable
          rows={breakdown.rows}
          label={(row) => name(row.key)}
          caption={t('sections.countries')}
          onSelect={(row) => setSelected(row.key)}
        />
      </Stack>
    );
  };
  return (
    <BreakdownSection
      id="analytics-countries"
      title={t('sections.countries')}
      params={params}
      dimension="country"
      label={(row) => name(row.key)}
      render={render}
    />
  );
}

/** The cities of one country (the drill-down the map opens). */
function CountryCities(props: { params: AnalyticsParams; country: string; onClear: () => void }) {
  const { t, i18n } = useTranslation('analytics');
  const cities = useAnalyticsBreakdown(props.params, 'city');
  const rows = (cities.data?.rows ?? []).filter((r) => r.key.startsWith(`${props.country}/`));
  const title = t('map.selected', { country: countryName(props.country, i18n.language) });
  return (
    <Stack gap="xs" aria-live="polite">
      <Title order={4} size="h5">
        {title}
      </Title>
      {cities.isPending ? (
        <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.noCities')}
        </Text>
      ) : (
        <RankedTable rows={rows} label={(row) => row.label} caption={title} />
      )}
      <Button
        variant="subtle"
        size="xs"
        onClick={props.onClear}
        className="no-print"
        w="fit-content"
      >
        {t('map.clear')}
      </Button>
    </Stack>
  );
}
