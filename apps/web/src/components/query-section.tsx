import type { ReactNode } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../lib/forms.ts';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

type Props = {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: string;
  /** The list's query: a skeleton while pending, its error in an alert, a "more" button. */
  query: ListQuery;
  isEmpty: boolean;
  emptyText: string;
  /** The "more" button's label, for a paged query. */
  moreLabel?: string;
  skeletonHeight?: number;
  /** The list itself, shown once the query has items. */
  children: ReactNode;
  /** Beside the list (its dialogs). */
  aside?: ReactNode;
};

/** A titled section of a page showing one paged list with its loading, error and empty states. */
export function QuerySection(props: Props) {
  const { query } = props;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={props.titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={props.titleId}>
          {props.title}
        </Title>
        {query.isPending ? (
          <Skeleton h={props.skeletonHeight ?? 120} />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(query.error)}
          </Alert>
        ) : props.isEmpty ? (
          <Text c="dimmed">{props.emptyText}</Text>
        ) : (
          props.children
        )}
        {query.hasNextPage && props.moreLabel && (
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage?.()}
            loading={query.isFetchingNextPage}
          >
            {props.moreLabel}
          </Button>
        )}
      </Stack>
      {props.aside}
    </Paper>
  );
}
