import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  releaseSchedules,
  releaseStatuses,
  type ReleaseStatus,
} from '@soundpost/contracts/catalog';
import { plans } from '@soundpost/contracts/users';
import { useStoreNames } from '../api/review-stores.ts';
import { ageOptions, emptyFilters, type ReviewFilters } from '../utils/review-filters.ts';

/** The review queue's filters; the page keeps them in its address. */
export function ReviewFilterBar({
  filters,
  onChange,
}: {
  filters: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
}) {
  const { t } = useTranslation(['review', 'releases', 'admin']);
  const stores = useStoreNames();
  const set = (patch: Partial<ReviewFilters>) => onChange({ ...filters, ...patch });
  return (
    <Group align="flex-end" gap="sm" component="search" aria-label={t('filters.label')}>
      {/* Grows to the full width, and on a phone puts the reset button on a line of its own. */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" style={{ flex: '1 1 18rem' }}>
        <MultiSelect
          label={t('filters.status')}
          placeholder={filters.status.length ? undefined : t('filters.waiting')}
          data={releaseStatuses.map((s) => ({ value: s, label: t(`releases:status.${s}`) }))}
          value={filters.status}
          onChange={(value) => set({ status: value as ReleaseStatus[] })}
          clearable
        />
        <Select
          label={t('filters.schedule')}
          placeholder={t('filters.any')}
          data={releaseSchedules.map((s) => ({ value: s, label: t(`schedules.${s}`) }))}
          value={filters.schedule}
          onChange={(value) => set({ schedule: value as ReviewFilters['schedule'] })}
          clearable
        />
        <Select
          label={t('filters.plan')}
          placeholder={t('filters.any')}
          data={plans.map((p) => ({ value: p, label: t(`admin:plans.${p}`) }))}
          value={filters.plan}
          onChange={(value) => set({ plan: value as ReviewFilters['plan'] })}
          clearable
        />
        <Select
          label={t('filters.store')}
          placeholder={t('filters.any')}
          data={(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={filters.store}
          onChange={(value) => set({ store: value })}
          searchable
          clearable
        />
        <Select
          label={t('filters.age')}
          placeholder={t('filters.any')}
          data={ageOptions.map((h) => ({
            value: String(h),
            label: t('filters.olderThan', { count: h }),
          }))}
          value={filters.olderThanHours === null ? null : String(filters.olderThanHours)}
          onChange={(value) => set({ olderThanHours: value ? Number(value) : null })}
          clearable
        />
      </SimpleGrid>
      <Button variant="subtle" onClick={() => onChange(emptyFilters)}>
        {t('filters.reset')}
      </Button>
    </Group>
  );
}
