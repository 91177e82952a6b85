import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SplitStatus } from '@soundpost/contracts/splits';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatMoney, isZeroMoney } from '../../../../lib/money.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSplitActions, type Split } from '../../api/splits.ts';
import { EditSplitDialog } from './edit-split-dialog.tsx';

const statusColors: Record<SplitStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
  expired: 'orange',
  removed: 'gray',
};

/** One split of the release: who, what share of which earnings, where the invitation stands. */
export function SplitRow({ split }: { split: Split }) {
  const { t } = useTranslation('splits');
  const { resend, remove } = useSplitActions(split.releaseId);
  const [editing, setEditing] = useState(false);
  const unanswered = split.status === 'pending' || split.status === 'expired';
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="split-row">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {split.collaborator?.name ?? split.email} · {split.percent}%
        </Text>
        <Text size="sm" c="dimmed">
          {split.track?.title ?? t('section.wholeRelease')}
          {split.status === 'pending'
            ? ` · ${t('section.expires', { date: formatDateTime(split.expiresAt) })}`
            : ''}
        </Text>
        {!isZeroMoney(split.recoupAmount) && (
          <Text size="sm" c="dimmed">
            {t('section.recoup', {
              amount: formatMoney(split.recoupAmount),
              recouped: formatMoney(split.recouped),
            })}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Badge color={statusColors[split.status]} variant="light">
          {t(`status.${split.status}`)}
        </Badge>
        {unanswered && (
          <Button
            size="xs"
            variant="light"
            aria-label={t('section.resendLabel', { email: split.email })}
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(split.id, {
                onSuccess: () => notify({ color: 'teal', message: t('section.resent') }),
              })
            }
          >
            {t('section.resend')}
          </Button>
        )}
        {(unanswered || split.status === 'accepted') && (
          <Button
            size="xs"
            variant="light"
            aria-label={t('edit.editLabel', { email: split.email })}
            onClick={() => setEditing(true)}
          >
            {t('edit.edit')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={t('section.removeLabel', { email: split.email })}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(split.id, {
              onSuccess: () => notify({ color: 'teal', message: t('section.removed') }),
            })
          }
        >
          {t('section.remove')}
        </Button>
      </Group>
      {editing && <EditSplitDialog split={split} onClose={() => setEditing(false)} />}
    </Group>
  );
}
