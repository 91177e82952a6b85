import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../lib/forms.ts';
import { EmptyState } from './empty-state.tsx';

/**
 * One release's public page in an artist's list (a smart link, a pre-save campaign): the
 * release's title and status, its artist, the page's address, the figures (`children`), and
 * the way to the page's own screen.
 */
export function PublicPageCard(props: {
  title: string;
  badge: ReactNode;
  artist: string;
  url: string;
  children: ReactNode;
  action: { to: string; label: string; name: string };
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {props.title}
            </Title>
            {props.badge}
          </Group>
          <Text size="sm" c="dimmed">
            {props.artist}
          </Text>
          <Anchor
            href={props.url}
            target="_blank"
            rel="noopener"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {props.url}
          </Anchor>
          {props.children}
        </Stack>
        <Button
          component={Link}
          to={props.action.to}
          variant="light"
          aria-label={props.action.name}
        >
          {props.action.label}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * The list those cards go in, with its query's states: a skeleton while pending, its error in
 * an alert, and `empty` (the "nothing here yet" card) when it has no item.
 */
export function PublicPageList(props: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
  empty: { id: string; icon: ReactNode; title: string; body: string };
  children: ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Skeleton h={160} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (props.isEmpty) return <EmptyState {...props.empty} />;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.children}
    </Stack>
  );
}
