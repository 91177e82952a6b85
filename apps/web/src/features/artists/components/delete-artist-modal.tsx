import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Artist } from '@soundpost/contracts/artists';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteArtist } from '../api/delete-artist.ts';

/**
 * Asks before deleting. A refusal (409 `artist_in_use` once a release uses the artist) stays
 * in the dialog, translated, so the user reads why nothing happened.
 */
export function DeleteArtistModal({
  artist,
  onClose,
  onDeleted,
}: {
  artist: Artist | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(['artists', 'errors']);
  const remove = useDeleteArtist();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!artist) return;
    remove.mutate(artist.id, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('delete.done', { name: artist.name }) });
        remove.reset();
        onClose();
        onDeleted?.();
      },
    });
  };

  return (
    <Modal
      opened={artist !== null}
      onClose={close}
      title={artist ? t('delete.title', { name: artist.name }) : ''}
      closeButtonProps={{ 'aria-label': t('delete.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('delete.body')}</Text>
        {remove.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
