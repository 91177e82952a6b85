import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Artist } from '@soundpost/contracts/artists';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useArtists, type ArtistSort } from '../api/get-artists.ts';
import { ArtistCard } from '../components/artist-card.tsx';
import { ArtistsWelcome } from '../components/artists-welcome.tsx';
import { DeleteArtistModal } from '../components/delete-artist-modal.tsx';

/** The user's artists, by name or newest first; a welcome card until the first one exists. */
export function ArtistsPage() {
  const { t } = useTranslation(['artists', 'errors']);
  const [sort, setSort] = useState<ArtistSort>('name');
  const artists = useArtists(sort);
  const [deleting, setDeleting] = useState<Artist | null>(null);
  const items = artists.data?.pages.flatMap((page) => page.items) ?? [];
  const total = artists.data?.pages[0]?.total ?? 0;

  const content = artists.isPending ? (
    <Skeleton h={220} radius="lg" />
  ) : artists.isError ? (
    <Alert color="red" variant="light" role="alert" title={t('list.loadFailed')}>
      {errorMessage(artists.error)}
    </Alert>
  ) : total === 0 ? (
    <ArtistsWelcome />
  ) : (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: total })}
        </Text>
        <SegmentedControl
          value={sort}
          onChange={(value) => setSort(value as ArtistSort)}
          aria-label={t('list.sort')}
          size="xs"
          data={[
            { value: 'name', label: t('list.sortName') },
            { value: 'newest', label: t('list.sortNewest') },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((artist) => (
          <ArtistCard key={artist.id} artist={artist} onDelete={() => setDeleting(artist)} />
        ))}
      </SimpleGrid>
      {artists.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void artists.fetchNextPage()}
            loading={artists.isFetchingNextPage}
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
              to={paths.artists.create.getHref()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('list.create')}
            </Button>
          ) : null}
        </Group>
        {content}
      </Stack>
      <DeleteArtistModal artist={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
