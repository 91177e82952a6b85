import { useState } from 'react';
import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useArtist } from '../../../lib/artist-queries.ts';
import { useUpdateArtist } from '../api/update-artist.ts';
import { ArtistForm } from '../components/artist-form.tsx';
import { ArtistNotFound } from '../components/artist-not-found.tsx';
import { DeleteArtistModal } from '../components/delete-artist-modal.tsx';
import { BackToArtists } from './new-artist-page.tsx';

/** Edits one of the user's artists; someone else's (404) shows the not-found state. */
export function EditArtistPage() {
  const { t } = useTranslation(['artists', 'errors']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const artist = useArtist(id);
  const update = useUpdateArtist();
  const [confirming, setConfirming] = useState(false);
  const toList = () => void navigate(paths.artists.list.getHref());

  if (artist.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton h={480} radius="lg" />
      </Container>
    );
  }
  if (artist.isError) {
    return (
      <Container size="md" py="xl">
        {isApiError(artist.error, 'not_found') ? (
          <ArtistNotFound />
        ) : (
          <Alert color="red" variant="light" role="alert" title={t('list.loadFailed')}>
            {errorMessage(artist.error)}
          </Alert>
        )}
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackToArtists />
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('form.editTitle', { name: artist.data.name })}
        </Title>
        <ArtistForm
          key={artist.data.updatedAt}
          artist={artist.data}
          submitLabel={t('form.save')}
          pending={update.isPending}
          onSubmit={(input, form) =>
            update.mutate(
              { id: artist.data.id, input },
              {
                onSuccess: (saved) => {
                  notify({ color: 'teal', message: t('form.saved', { name: saved.name }) });
                  toList();
                },
                onError: (error) => {
                  if (!applyFieldErrors(form, error)) {
                    const message = errorMessage(error);
                    notify({ color: 'red', title: t('form.saveFailed'), message });
                  }
                },
              },
            )
          }
        />
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby="artist-delete"
        >
          <Group justify="space-between" gap="md">
            <Stack gap={4} maw={480}>
              <Title order={2} size="h4" id="artist-delete">
                {t('delete.section')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('delete.hint')}
              </Text>
            </Stack>
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('delete.open')}
            </Button>
          </Group>
        </Card>
      </Stack>
      <DeleteArtistModal
        artist={confirming ? artist.data : null}
        onClose={() => setConfirming(false)}
        onDeleted={toList}
      />
    </Container>
  );
}
