import { Alert, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { WhenNearView } from '../../../components/when-near-view.tsx';
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
  // Below the fold (most of /analytics on a phone), the rows are asked for and drawn once the
  // section comes near: the first screen does not wait on eight tables of 50 rows.
  return (
    <SectionCard id={props.id} title={props.title} headingSize="h3">
      <WhenNearView placeholder={<Skeleton h={160} />}>
        <BreakdownBody {...props} />
      </WhenNearView>
    </SectionCard>
  );
}

function BreakdownBody(props: Parameters<typeof BreakdownSection>[0]) {
  const { t } = useTranslation('analytics');
  const query = useAnalyticsBreakdown(props.params, props.dimension);
  return (
    <>
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
    </>
  );
}
