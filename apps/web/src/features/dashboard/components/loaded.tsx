import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';

/** A section's data: skeleton rows while it loads, the error when it could not, else the content. */
export function Loaded<T>({
  query,
  loadFailed,
  skeletonRows = 2,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  loadFailed: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="sm">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        {loadFailed}
      </Alert>
    );
  }
  return children(query.data);
}
