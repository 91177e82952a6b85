import { useState } from 'react';
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
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useReleases, type ReleaseSort } from '../api/get-releases.ts';
import { ReleaseCard } from '../components/release-card.tsx';
import { ReleasesEmpty } from '../components/releases-empty.tsx';

/** The user's releases, drafts included, newest or oldest first. */
export function ReleasesPage() {
  const { t } = useTranslation(['releases', 'errors']);
  const [sort, setSort] = useState<ReleaseSort>('newest');
  const releases = useReleases(sort);
  const items = releases.data?.pages.flatMap((page) => page.items) ?? [];
  const total = releases.data?.pages[0]?.total ?? 0;

  const content = releases.isPending ? (
    <Skeleton h={220} radius="lg" />
  ) : releases.isError ? (
    <Alert color="red" variant="light" role="alert" title={t('list.loadFailed')}>
      {errorMessage(releases.error)}
    </Alert>
  ) : total === 0 ? (
    <ReleasesEmpty />
  ) : (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: total })}
        </Text>
        <SegmentedControl
          value={sort}
          onChange={(value) => setSort(value as ReleaseSort)}
          aria-label={t('list.sort')}
          size="xs"
          data={[
            { value: 'newest', label: t('list.sortNewest') },
            { value: 'oldest', label: t('list.sortOldest') },
          ]}
        />
      </Group>
      <Stack gap="sm">
        {items.map((release) => (
          <ReleaseCard key={release.id} release={release} />
        ))}
      </Stack>
      {releases.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void releases.fetchNextPage()}
            loading={releases.isFetchingNextPage}
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
          {total > 0 ? (
            <Button
              component={Link}
              to={paths.releases.create.getHref()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('list.create')}
            </Button>
          ) : null}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
