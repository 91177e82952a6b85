import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useVoidImport, type RoyaltyImportItem } from '../api/royalty-imports.ts';

/** Asks before voiding an import: its money is taken back, and its report may come again. */
export function RoyaltyVoidModal({
  item,
  onClose,
}: {
  item: RoyaltyImportItem | null;
  onClose: () => void;
}) {
  // The errors namespace: a refusal is shown in the dialog.
  const { t } = useTranslation(['royalties', 'errors']);
  const voiding = useVoidImport();
  const close = () => {
    voiding.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    voiding.mutate(item.id, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('admin.imports.voidDone') });
        close();
      },
    });
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={t('admin.imports.voidTitle')}
      closeButtonProps={{ 'aria-label': t('admin.imports.voidCancel') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {item && t('admin.imports.voidBody', { file: item.filename ?? '—', period: item.period })}
        </Text>
        {voiding.isError && (
          <Alert color="red" role="alert">
            {errorMessage(voiding.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('admin.imports.voidCancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={voiding.isPending}>
            {t('admin.imports.voidConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
