import {
  Alert,
  Anchor,
  Button,
  Container,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { minPitchLength, pitchInputSchema, type PitchInput } from '@soundpost/contracts/playlists';
import { ToolAllowance } from '../../../components/tool-allowance.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useToolAllowances } from '../../../lib/tool-allowances.ts';
import { usePitchableSongs, usePitchSong, usePlaylist } from '../api/playlists.ts';
import { PlaylistCard } from '../components/playlist-card.tsx';

const labels = { trackId: 'playlists:form.song', pitch: 'playlists:form.pitch' };

/** `/playlists/{id}/submit`: one of the artist's published songs and why it fits the playlist. */
export function PitchPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['playlists', 'validation']);
  const playlist = usePlaylist(id);
  const songs = usePitchableSongs();
  const send = usePitchSong(id);
  const allowance = useToolAllowances().data?.items.find((a) => a.tool === 'playlist_pitch');
  const form = useForm<{ trackId: string | null; pitch: string }>({
    initialValues: { trackId: null, pitch: '' },
    ...schemaFormOptions(pitchInputSchema, labels),
  });
  const length = form.values.pitch.trim().length;

  if (playlist.isPending || songs.isPending) {
    return (
      <Container size="sm" py="xl">
        <Skeleton h={400} radius="lg" />
      </Container>
    );
  }
  if (playlist.isError || songs.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(playlist.error ?? songs.error)}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.playlists.list.getHref()} size="sm">
          {t('form.back')}
        </Anchor>
        <Title order={1}>{t('form.title', { name: playlist.data.name })}</Title>
        <PlaylistCard playlist={playlist.data} />
        <ToolAllowance allowance={allowance} />
        {send.isSuccess ? (
          <Alert color="green" role="status" title={t('form.sent')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('form.sentBody')}</Text>
              <Anchor component={Link} to={paths.playlists.list.getHref()} size="sm">
                {t('form.seePitches')}
              </Anchor>
            </Stack>
          </Alert>
        ) : songs.data.length === 0 ? (
          <Alert color="blue" variant="light" title={t('form.noSongsTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('form.noSongs')}</Text>
              <Anchor component={Link} to={paths.releases.list.getHref()} size="sm">
                {t('form.toReleases')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((values) =>
              send.mutateAsync(values as PitchInput).catch((error: unknown) => {
                if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
              }),
            )}
          >
            <Stack gap="md">
              <Select
                {...form.getInputProps('trackId')}
                label={t('form.song')}
                required
                searchable
                data={songs.data.map((song) => ({
                  value: song.id,
                  label: [song.title ?? t('untitled'), song.release].filter(Boolean).join(' · '),
                }))}
              />
              <Textarea
                {...form.getInputProps('pitch')}
                label={t('form.pitch')}
                description={t('form.pitchHint', { min: minPitchLength })}
                required
                rows={6}
                maxLength={2000}
              />
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('form.count', { count: length, min: minPitchLength })}
              </Text>
              {send.isError && !(send.error instanceof ApiError && send.error.fields) ? (
                <Alert color="red" role="alert" title={t('submitFailed')}>
                  {errorMessage(send.error)}
                </Alert>
              ) : null}
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('form.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
