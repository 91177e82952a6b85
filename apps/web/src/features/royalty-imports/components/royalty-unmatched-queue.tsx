import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useResolveLine, useUnmatchedLines, type UnmatchedLine } from '../api/royalty-imports.ts';
import { RoyaltyAssignModal } from './royalty-assign-modal.tsx';

/** Lines no track matched: assign each to a track, or write it off. */
export function RoyaltyUnmatchedQueue() {
  const { t } = useTranslation(['royalties', 'common']);
  const query = useUnmatchedLines();
  const resolve = useResolveLine();
  const [assigning, setAssigning] = useState<UnmatchedLine | null>(null);
  const lines = query.data?.pages.flatMap((p) => p.items) ?? [];
  const writeOff = (line: UnmatchedLine) =>
    resolve.mutate(
      { id: line.id, body: { action: 'write_off' } },
      {
        onError: (error) =>
          notify({ color: 'red', title: t('common:error'), message: errorMessage(error) }),
      },
    );
  return (
    <QuerySection
      titleId="royalty-unmatched-title"
      title={t('admin.unmatched.title')}
      query={query}
      isEmpty={lines.length === 0}
      emptyText={t('admin.unmatched.empty')}
      moreLabel={t('admin.more')}
      skeletonHeight={120}
      aside={<RoyaltyAssignModal line={assigning} onClose={() => setAssigning(null)} />}
    >
      {lines.map((line) => (
        <Paper key={line.id} withBorder p="sm" radius="sm" data-testid="unmatched-line">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {`${line.title} · ${line.artist}`}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('admin.unmatched.details', {
                  store: line.store,
                  month: line.saleMonth.slice(0, 7),
                  isrc: line.isrc || '—',
                  upc: line.upc || '—',
                  line: line.lineNumber,
                })}
              </Text>
            </Stack>
            <Text fw={600}>{formatMoney(line.amount, { exact: true })}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => setAssigning(line)}>
                {t('admin.unmatched.assign')}
              </Button>
              <Button size="xs" variant="default" onClick={() => writeOff(line)}>
                {t('admin.unmatched.writeOff')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </QuerySection>
  );
}
