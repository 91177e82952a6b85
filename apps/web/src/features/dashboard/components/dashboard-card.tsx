import type { ReactNode } from 'react';
import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';

/** A dashboard section: its heading, with an optional link beside it, over its content. */
export function DashboardCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

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
