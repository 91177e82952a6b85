import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rejection needs a message: it is what the artist reads. */
export function ReviewRejectModal({
  opened,
  loading,
  onClose,
  onReject,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onReject: (message: string) => void;
}) {
  const { t } = useTranslation(['review', 'common']);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!message.trim()) return setError(t('reject.required'));
    onReject(message.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reject.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('reject.body')}</Text>
        <Textarea
          label={t('reject.message')}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          rows={5}
          maxLength={2000}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" onClick={submit} loading={loading}>
            {t('actions.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
