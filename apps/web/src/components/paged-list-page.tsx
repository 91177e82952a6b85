import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/forms.ts';

type Page<T> = { items: T[]; total: number };

/**
 * A page listing the user's own things (artists, releases): title, create button, sort,
 * count, load more, and an empty state until the first one exists. Texts come from the
 * namespace's `list.*` keys.
 */
export function PagedListPage<T, S extends string>(props: {
  ns: 'artists' | 'releases';
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  sort: S;
  sorts: { value: S; label: string }[];
  onSortChange: (sort: S) => void;
  /** Null while nothing new may be created (the notice says why). */
  createHref: string | null;
  /** Shown above the list: what limits creating more, for instance. */
  notice?: ReactNode;
  empty: ReactNode;
  renderItems: (items: T[]) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation([props.ns, 'errors']);
  const { query } = props;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  const content = query.isPending ? (
    <Skeleton h={220} radius="lg" />
  ) : query.isError ? (
    <Alert color="red" variant="light" role="alert" title={t('list.loadFailed')}>
      {errorMessage(query.error)}
    </Alert>
  ) : total === 0 ? (
    props.empty
  ) : (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: total })}
        </Text>
        <SegmentedControl
          value={props.sort}
          onChange={(value) => props.onSortChange(value as S)}
          aria-label={t('list.sort')}
          size="xs"
          data={props.sorts}
        />
      </Group>
      {props.renderItems(items)}
      {query.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('list.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('list.title')}</Title>
            <Text c="dimmed">{t('list.subtitle')}</Text>
          </Stack>
          {total > 0 && props.createHref ? (
            <Button
              component={Link}
              to={props.createHref}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('list.create')}
            </Button>
          ) : null}
        </Group>
        {props.notice}
        {content}
      </Stack>
      {props.children}
    </Container>
  );
}
