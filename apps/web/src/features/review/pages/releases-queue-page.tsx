import { useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/forms.ts';
import { useReviewQueue } from '../api/review-queue.ts';
import { useBulkApprove } from '../api/review-release.ts';
import { AdminPage } from '../../../components/admin-page.tsx';
import { AutoApprovalSummary } from '../components/auto-approval-summary.tsx';
import { ReviewBulkResults } from '../components/review-bulk-results.tsx';
import { ReviewFilterBar } from '../components/review-filters.tsx';
import { canBulkApprove, ReviewQueueList } from '../components/review-queue-list.tsx';
import { ReviewSummary } from '../components/review-summary.tsx';
import { filtersFromQuery, filtersToQuery, type ReviewFilters } from '../utils/review-filters.ts';

/** The review queue: filters in the address, waiting releases, bulk approval. */
export function ReleasesQueuePage() {
  const { t } = useTranslation(['review', 'errors']);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const queue = useReviewQueue(filters);
  const bulk = useBulkApprove();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = queue.data?.pages.flatMap((page) => page.items) ?? [];
  // Kept from when the approval was asked: approved releases leave the refreshed queue.
  const [titles, setTitles] = useState<Map<string, string>>(new Map());
  const selectable = rows.filter(canBulkApprove).filter((r) => selected.has(r.id));

  const changeFilters = (next: ReviewFilters) => {
    setSelected(new Set());
    setParams(filtersToQuery(next), { replace: true });
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const approveSelected = () => {
    setTitles(new Map(selectable.map((r) => [r.id, r.title ?? t('queue.untitled')])));
    bulk.mutate(
      selectable.map((r) => r.id),
      { onSuccess: () => setSelected(new Set()) },
    );
  };

  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1} id="review-queue-title">
          {t('queue.title')}
        </Title>
        <Text c="dimmed">{t('queue.subtitle')}</Text>
      </Stack>
      <AutoApprovalSummary />
      <ReviewSummary />
      <ReviewFilterBar filters={filters} onChange={changeFilters} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('queue.selected', { count: selectable.length })}
        </Text>
        <Button
          onClick={approveSelected}
          disabled={selectable.length === 0}
          loading={bulk.isPending}
        >
          {t('queue.approveSelected')}
        </Button>
      </Group>
      {bulk.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(bulk.error)}
        </Alert>
      ) : null}
      {bulk.data ? (
        <ReviewBulkResults result={bulk.data} titles={titles} onClose={() => bulk.reset()} />
      ) : null}
      {queue.isPending ? (
        <Skeleton h={240} />
      ) : queue.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(queue.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t('queue.empty')}</Text>
        </Center>
      ) : (
        <ReviewQueueList
          rows={rows}
          selection={{ selected, toggle }}
          labelledBy="review-queue-title"
        />
      )}
      {queue.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            onClick={() => void queue.fetchNextPage()}
            loading={queue.isFetchingNextPage}
          >
            {t('queue.loadMore')}
          </Button>
        </Group>
      ) : null}
    </AdminPage>
  );
}
