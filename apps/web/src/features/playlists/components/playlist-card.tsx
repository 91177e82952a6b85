import type { ReactNode } from 'react';
import { Badge, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CuratedPlaylist } from '@soundpost/contracts/playlists';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A curated playlist: its cover, name, curator, genre and followers; `children` act on it. */
export function PlaylistCard({
  playlist,
  children,
}: {
  playlist: CuratedPlaylist;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['playlists', 'artists']);
  const followers = new Intl.NumberFormat(currentLanguage()).format(playlist.followers);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-labelledby={`pl-${playlist.id}`}
    >
      <Stack gap="sm" h="100%">
        {playlist.coverUrl ? (
          <Image src={playlist.coverUrl} alt="" radius="md" h={160} fit="cover" />
        ) : (
          <Center h={160} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
            <IconPlaylist size={48} aria-hidden />
          </Center>
        )}
        <Stack gap={2}>
          <Title order={3} size="h4" id={`pl-${playlist.id}`}>
            {playlist.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('card.curator', { curator: playlist.curator })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="outline">{t(`artists:genres.${playlist.genre}`)}</Badge>
          <Text size="sm">
            {t('card.followers', { count: playlist.followers, formatted: followers })}
          </Text>
        </Group>
        <Badge color={playlist.acceptsSubmissions ? 'green' : 'gray'} variant="light">
          {playlist.acceptsSubmissions ? t('card.open') : t('card.closed')}
        </Badge>
        {children}
      </Stack>
    </Card>
  );
}
