import { Alert, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import {
  useAnalyticsBreakdown,
  type AnalyticsBreakdown,
  type AnalyticsDimension,
  type AnalyticsParams,
} from '../api/analytics.ts';
import { RankedTable, type RankedRow } from './ranked-table.tsx';

/** A titled breakdown of one dimension: a skeleton, an error, "nothing yet", or its table. */
export function BreakdownSection(props: {
  id: string;
  title: string;
  params: AnalyticsParams;
  dimension: AnalyticsDimension;
  label: (row: RankedRow) => string;
  /** Drawn instead of the table (the map, the age grid), given the rows. */
  render?: (breakdown: AnalyticsBreakdown) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const query = useAnalyticsBreakdown(props.params, props.dimension);
  return (
    <SectionCard id={props.id} title={props.title} headingSize="h3">
      {query.isPending ? (
        <Skeleton h={160} />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : query.data.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty')}
        </Text>
      ) : props.render ? (
        props.render(query.data)
      ) : (
        <RankedTable rows={query.data.rows} label={props.label} caption={props.title} />
      )}
    </SectionCard>
  );
}
