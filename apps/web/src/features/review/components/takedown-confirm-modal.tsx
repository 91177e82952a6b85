import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TakedownRow } from '../api/review-takedowns.ts';

/** A takedown cannot be called back: the admin confirms which release and how many stores. */
export function TakedownConfirmModal({
  row,
  loading,
  onClose,
  onConfirm,
}: {
  row: TakedownRow | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (id: string) => void;
}) {
  const { t } = useTranslation(['review', 'common']);
  const title = row?.title ?? t('queue.untitled');
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('takedowns.confirmTitle', { title })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('takedowns.confirmBody', { count: row?.storeCount ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" loading={loading} onClick={() => row && onConfirm(row.id)}>
            {t('takedowns.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
