import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CuratedPlaylist } from '@soundpost/contracts/playlists';
import { AdminPage } from '../../../components/admin-page.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useDeletePlaylist, usePlaylists } from '../api/playlists.ts';
import { PlaylistCard } from '../components/playlist-card.tsx';
import { PlaylistForm } from '../components/playlist-form.tsx';

/** `/admin/playlists`: the playlists the team curates, made, changed and removed here. */
export function PlaylistsAdminPage() {
  const { t } = useTranslation('playlists');
  const playlists = usePlaylists();
  const remove = useDeletePlaylist();
  // null: no form; 'new'; or the playlist being changed.
  const [editing, setEditing] = useState<CuratedPlaylist | 'new' | null>(null);
  return (
    <AdminPage>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('admin.title')}</Title>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>{t('admin.add')}</Button>
        ) : null}
      </Group>
      {editing !== null ? (
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby="playlist-form"
        >
          <Stack gap="md">
            <Title order={2} size="h3" id="playlist-form">
              {editing === 'new' ? t('admin.add') : t('admin.edit', { name: editing.name })}
            </Title>
            <PlaylistForm
              key={editing === 'new' ? 'new' : editing.id}
              editing={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Stack>
        </Card>
      ) : null}
      {remove.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      ) : null}
      {playlists.isPending ? (
        <Skeleton h={240} />
      ) : playlists.isError ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(playlists.error)}
        </Alert>
      ) : playlists.data.items.length === 0 ? (
        <Text>{t('admin.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {playlists.data.items.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist}>
              <Group gap="xs" mt="auto">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setEditing(playlist)}
                  aria-label={t('admin.edit', { name: playlist.name })}
                >
                  {t('admin.editShort')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === playlist.id}
                  onClick={() => remove.mutate(playlist.id)}
                  aria-label={t('admin.remove', { name: playlist.name })}
                >
                  {t('admin.removeShort')}
                </Button>
              </Group>
            </PlaylistCard>
          ))}
        </SimpleGrid>
      )}
    </AdminPage>
  );
}
