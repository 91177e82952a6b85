import { Alert, Button, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import {
  useRoyaltyEntries,
  type RoyaltyEntriesFilter,
  type RoyaltyEntry,
} from '../api/royalties.ts';
import { LineCard } from './line-card.tsx';

/** What the drawer explains: a breakdown row (its filter) or one entry. */
export type LinesSource =
  { title: string; filter: RoyaltyEntriesFilter } | { title: string; entry: RoyaltyEntry };

function FilteredLines({ filter }: { filter: RoyaltyEntriesFilter }) {
  const { t } = useTranslation('royalties');
  const query = useRoyaltyEntries(filter);
  if (query.isPending) return <Skeleton h={160} radius="md" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const lines = query.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('lines.count', { count: lines.length, more: query.hasNextPage ? '+' : '' })}
      </Text>
      {lines.map((entry) => (
        <LineCard key={entry.lineId} entry={entry} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('lines.more')}
        </Button>
      )}
    </Stack>
  );
}

/** The report lines behind an amount: every figure on the page can be traced here. */
export function LinesDrawer({
  source,
  onClose,
}: {
  source: LinesSource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('royalties');
  return (
    <Drawer
      opened={source !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={source ? t('lines.title', { what: source.title }) : ''}
      closeButtonProps={{ 'aria-label': t('lines.close') }}
    >
      {source && 'entry' in source && <LineCard entry={source.entry} />}
      {source && 'filter' in source && <FilteredLines filter={source.filter} />}
    </Drawer>
  );
}
