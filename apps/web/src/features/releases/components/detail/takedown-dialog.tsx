import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/forms.ts';
import { notify } from '../../../../lib/notify.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useRequestTakedown } from '../../api/request-takedown.ts';

/** Statuses a takedown can be requested from (the API refuses the others). */
const takedownStatuses = new Set(['approved', 'in_process', 'published', 'live']);

/** The takedown request: a warning that it cannot be undone; free plans wait 90 days. */
export function TakedownDialog({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation(['releases', 'errors']);
  const [opened, setOpened] = useState(false);
  const takedown = useRequestTakedown(release.id);
  if (!takedownStatuses.has(release.status)) return null;
  const { allowed, daysRemaining } = release.takedown;

  return (
    <Stack gap="xs">
      <Group>
        <Button color="red" variant="light" disabled={!allowed} onClick={() => setOpened(true)}>
          {t('takedown.open')}
        </Button>
      </Group>
      {!allowed ? (
        <Text size="sm" c="dimmed">
          {t('takedown.wait', { count: daysRemaining })}
        </Text>
      ) : null}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('takedown.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('takedown.body')}</Text>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('takedown.warning')}
          />
          {takedown.isError ? (
            <Alert color="red" variant="light" role="alert" title={t('takedown.failed')}>
              {errorMessage(takedown.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('takedown.cancel')}
            </Button>
            <Button
              color="red"
              loading={takedown.isPending}
              onClick={() =>
                takedown.mutate(undefined, {
                  onSuccess: () => {
                    setOpened(false);
                    notify({ color: 'teal', message: t('takedown.requested') });
                  },
                })
              }
            >
              {t('takedown.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
