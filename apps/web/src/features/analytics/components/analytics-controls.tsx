import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { analyticsPeriods, type AnalyticsPeriod } from '@soundpost/contracts/analytics-periods';
import { ArtistSelect } from '../../../components/artist-select.tsx';
import { useArtistSearch } from '../../../lib/artist-queries.ts';
import { useStoreChoices } from '../api/choices.ts';
import { todayUtc, type AnalyticsView } from '../utils/analytics-search.ts';

/** The page's choices: artist, period (or custom days), comparison and platform. */
export function AnalyticsControls(props: {
  view: AnalyticsView;
  onChange: (view: AnalyticsView) => void;
  exportHref: string;
}) {
  const { t } = useTranslation('analytics');
  // A label (more than one artist) chooses among them; the first page says how many there are.
  const artistCount = useArtistSearch('').data?.pages[0]?.total ?? 0;
  const stores = useStoreChoices();
  const { view, onChange } = props;
  const set = (change: Partial<AnalyticsView>) => onChange({ ...view, ...change });
  return (
    <Group
      gap="sm"
      align="flex-end"
      role="group"
      aria-label={t('controls.label')}
      className="no-print"
    >
      {artistCount > 1 || view.artistId ? (
        <ArtistSelect
          label={t('controls.artist')}
          value={view.artistId}
          onChange={(artist) => set({ artistId: artist?.id ?? null })}
          allLabel={t('controls.allArtists')}
          nothingFound={t('controls.noArtistMatch')}
          w={{ base: '100%', xs: 200 }}
        />
      ) : null}
      <Select
        label={t('controls.period')}
        value={view.period}
        onChange={(value) => set({ period: (value ?? 'last_30_days') as AnalyticsPeriod })}
        data={analyticsPeriods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      {view.period === 'custom' ? (
        <>
          <TextInput
            type="date"
            label={t('controls.from')}
            value={view.from}
            max={view.to}
            onChange={(e) => e.currentTarget.value && set({ from: e.currentTarget.value })}
            w={{ base: '47%', xs: 160 }}
          />
          <TextInput
            type="date"
            label={t('controls.to')}
            value={view.to}
            min={view.from}
            max={todayUtc()}
            onChange={(e) => e.currentTarget.value && set({ to: e.currentTarget.value })}
            w={{ base: '47%', xs: 160 }}
          />
        </>
      ) : null}
      <Select
        label={t('controls.platform')}
        value={view.store ?? ''}
        onChange={(value) => set({ store: value || null })}
        data={[
          { value: '', label: t('controls.allPlatforms') },
          ...(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        searchable
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      {view.period === 'all_time' ? null : (
        <Switch
          label={t('controls.compare')}
          checked={view.compare}
          onChange={(e) => set({ compare: e.currentTarget.checked })}
          mb={8}
        />
      )}
      <Group gap="xs">
        <Button component="a" href={props.exportHref} variant="light" size="sm" download>
          {t('controls.export')}
        </Button>
        <Button variant="subtle" size="sm" onClick={() => window.print()}>
          {t('controls.print')}
        </Button>
      </Group>
    </Group>
  );
}
