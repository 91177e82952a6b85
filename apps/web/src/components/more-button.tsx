import { Button } from '@mantine/core';

/** "Show older" under a list read a page at a time; nothing once the last page is in. */
export function MoreButton({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      style={{ alignSelf: 'center' }}
    >
      {label}
    </Button>
  );
}
