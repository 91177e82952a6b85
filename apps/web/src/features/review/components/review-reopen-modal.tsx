import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reopeningReasons, type ReopeningReason } from '@soundpost/contracts/catalog';
import type { ReopenInput } from '../api/review-release.ts';

/** Reopening sends the release back to the artist with one of the 17 reasons and a note. */
export function ReviewReopenModal({
  opened,
  loading,
  onClose,
  onReopen,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onReopen: (input: ReopenInput) => void;
}) {
  const { t } = useTranslation(['review', 'releases', 'common']);
  const [reason, setReason] = useState<ReopeningReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason) return setError(t('reopen.required'));
    onReopen({ reason, note: note.trim() || undefined });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reopen.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('reopen.body')}</Text>
        <Select
          label={t('reopen.reason')}
          data={reopeningReasons.map((r) => ({ value: r, label: t(`releases:reasons.${r}.name`) }))}
          value={reason}
          onChange={(value) => {
            setReason(value as ReopeningReason | null);
            setError(null);
          }}
          error={error}
          required
          searchable
          data-autofocus
        />
        {reason ? (
          <Text size="sm" c="dimmed">
            {t(`releases:reasons.${reason}.meaning`)}
          </Text>
        ) : null}
        <Textarea
          label={t('reopen.note')}
          description={t('reopen.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          {/* White text falls below 4.5:1 on every orange shade: the light variant, as on the page. */}
          <Button color="orange" variant="light" onClick={submit} loading={loading}>
            {t('actions.reopen')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
