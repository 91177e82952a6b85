import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="royalty-unmatched-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="royalty-unmatched-title">
          {t('admin.unmatched.title')}
        </Title>
        {query.isPending ? (
          <Skeleton h={120} />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(query.error)}
          </Alert>
        ) : lines.length === 0 ? (
          <Text c="dimmed">{t('admin.unmatched.empty')}</Text>
        ) : (
          lines.map((line) => (
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
          ))
        )}
        {query.hasNextPage && (
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('admin.more')}
          </Button>
        )}
      </Stack>
      <RoyaltyAssignModal line={assigning} onClose={() => setAssigning(null)} />
    </Paper>
  );
}
