import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { useTrendUnmatched } from '../api/trend-imports.ts';

/** Trend lines no track matched, with what they reported. */
export function TrendUnmatchedList() {
  const { t } = useTranslation('analytics-admin');
  const query = useTrendUnmatched();
  const lines = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QuerySection
      titleId="trend-unmatched-title"
      title={t('unmatched.title')}
      query={query}
      isEmpty={lines.length === 0}
      emptyText={t('unmatched.empty')}
      moreLabel={t('more')}
      skeletonHeight={120}
    >
      {lines.map((line) => (
        <Paper
          key={`${line.importId}:${line.lineNumber}`}
          withBorder
          p="sm"
          radius="sm"
          data-testid="trend-unmatched-line"
        >
          <Stack gap={2}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {t('unmatched.identifiers', { isrc: line.isrc || '—', upc: line.upc || '—' })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('unmatched.details', {
                day: line.day,
                store: line.store,
                country: line.country,
                streams: line.streams,
                downloads: line.downloads,
                line: line.lineNumber,
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </QuerySection>
  );
}
