import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { applyFieldErrors, errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateArtist } from '../api/create-artist.ts';
import { ArtistForm } from '../components/artist-form.tsx';

/** Creates an artist, then returns to the list. */
export function NewArtistPage() {
  const { t } = useTranslation(['artists', 'errors']);
  const navigate = useNavigate();
  const create = useCreateArtist();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackToArtists />
        <Stack gap={4}>
          <Title order={1}>{t('form.createTitle')}</Title>
          <Text c="dimmed">{t('form.createSubtitle')}</Text>
        </Stack>
        <ArtistForm
          submitLabel={t('form.create')}
          pending={create.isPending}
          onSubmit={(input, form) =>
            create.mutate(input, {
              onSuccess: (artist) => {
                notify({ color: 'teal', message: t('form.created', { name: artist.name }) });
                void navigate(paths.artists.list.getHref());
              },
              onError: (error) => {
                if (!applyFieldErrors(form, error)) {
                  notify({
                    color: 'red',
                    title: t('form.saveFailed'),
                    message: errorMessage(error),
                  });
                }
              },
            })
          }
        />
      </Stack>
    </Container>
  );
}

/** The way back to the list, above the form pages. */
export function BackToArtists() {
  const { t } = useTranslation('artists');
  return (
    <Anchor component={Link} to={paths.artists.list.getHref()} size="sm">
      <IconArrowLeft
        size={14}
        aria-hidden
        style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
      />
      {t('form.back')}
    </Anchor>
  );
}
