import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useUser } from '../../../lib/session.ts';
import { usePitches, usePlaylists } from '../api/playlists.ts';
import { MoreButton } from '../../../components/more-button.tsx';
import { PitchStatusBadge } from '../components/pitch-status-badge.tsx';
import { PlaylistCard } from '../components/playlist-card.tsx';

/** The artist's pitches and the curators' answers. */
function YourPitches() {
  const { t } = useTranslation('playlists');
  const pitches = usePitches();
  const items = (pitches.data?.pages ?? []).flatMap((page) => page.items);
  if (!pitches.isSuccess || items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-pitches">
      <Title order={2} size="h3" id="your-pitches">
        {t('pitches.heading')}
      </Title>
      {items.map((pitch) => (
        <Card key={pitch.id} withBorder radius="md" padding="md">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>
                {t('pitches.line', {
                  song: pitch.track.title ?? '—',
                  playlist: pitch.playlist.name,
                })}
              </Text>
              <PitchStatusBadge status={pitch.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(pitch.createdAt)}
            </Text>
            {pitch.note ? <Text size="sm">{t('pitches.note', { note: pitch.note })}</Text> : null}
          </Stack>
        </Card>
      ))}
      <MoreButton query={pitches} label={t('more')} />
    </Stack>
  );
}

/** `/playlists` (public): the playlists the team curates, and a way to pitch a song to each. */
export function PlaylistsPage() {
  const { t } = useTranslation('playlists');
  const user = useUser();
  const playlists = usePlaylists();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {user ? <YourPitches /> : null}
        {playlists.isPending ? (
          <Skeleton h={320} radius="lg" />
        ) : playlists.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            <Button variant="light" color="red" mt="sm" onClick={() => void playlists.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : playlists.data.items.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {playlists.data.items.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist}>
                {playlist.acceptsSubmissions ? (
                  <Button
                    component={Link}
                    to={paths.playlists.submit.getHref(playlist.id)}
                    variant="light"
                    mt="auto"
                    aria-label={t('card.pitchTo', { name: playlist.name })}
                  >
                    {t('card.pitch')}
                  </Button>
                ) : null}
              </PlaylistCard>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
