import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useUser } from '../../../lib/session.ts';
import { useReviewAction, type ReviewAction, type ReviewRelease } from '../api/review-release.ts';
import { availableActions } from '../utils/review-actions.ts';
import { ReviewRejectModal } from './review-reject-modal.tsx';
import { ReviewReopenModal } from './review-reopen-modal.tsx';

/** What the actions need of a review: the release's id and status, and who holds it. */
type ReviewState = Pick<ReviewRelease, 'holder'> & {
  release: Pick<ReviewRelease['release'], 'id' | 'status'>;
};

/** The reviewer's decisions on one release: take or give back, approve, reject, reopen. */
export function ReviewActions({ review }: { review: ReviewState }) {
  const { t } = useTranslation('review');
  const user = useUser();
  const action = useReviewAction(review.release.id);
  const [dialog, setDialog] = useState<'reject' | 'reopen' | null>(null);
  if (!user) return null;
  const can = availableActions(review.release.status, review.holder, {
    id: user._id,
    role: user.role,
  });
  const run = (next: ReviewAction) =>
    action.mutate(next, {
      onSuccess: () => {
        // Only the dialog of this action: one opened while a take was on its way stays open.
        setDialog((open) => (open === next.kind ? null : open));
        notify({ color: 'teal', message: t(`done.${next.kind}`) });
      },
    });
  const busy = (kind: ReviewAction['kind']) => action.isPending && action.variables.kind === kind;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('actions.label')}>
      <Stack gap="sm">
        {review.holder ? (
          <Text size="sm" c={can.heldByOther ? 'orange' : undefined} role="status">
            {can.heldByOther
              ? t('hold.other', {
                  name: review.holder.name,
                  date: formatDateTime(review.holder.takenAt),
                })
              : t('hold.mine', { date: formatDateTime(review.holder.takenAt) })}
          </Text>
        ) : null}
        <Group gap="sm">
          {can.take ? (
            <Button onClick={() => run({ kind: 'take' })} loading={busy('take')}>
              {t('actions.take')}
            </Button>
          ) : null}
          {can.giveBack ? (
            <Button
              variant="default"
              onClick={() => run({ kind: 'release' })}
              loading={busy('release')}
            >
              {t('actions.giveBack')}
            </Button>
          ) : null}
          <Button
            color="teal.9"
            disabled={!can.approve}
            onClick={() => run({ kind: 'approve' })}
            loading={busy('approve')}
          >
            {t('actions.approve')}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={!can.reject}
            onClick={() => setDialog('reject')}
          >
            {t('actions.reject')}
          </Button>
          <Button
            color="orange"
            variant="light"
            disabled={!can.reopen}
            onClick={() => setDialog('reopen')}
          >
            {t('actions.reopen')}
          </Button>
        </Group>
        {review.release.status === 'submitted' && !review.holder ? (
          <Text size="xs" c="dimmed">
            {t('actions.takeFirst')}
          </Text>
        ) : null}
        {action.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(action.error)}
          </Alert>
        ) : null}
      </Stack>
      <ReviewRejectModal
        opened={dialog === 'reject'}
        loading={busy('reject')}
        onClose={() => setDialog(null)}
        onReject={(message) => run({ kind: 'reject', message })}
      />
      <ReviewReopenModal
        opened={dialog === 'reopen'}
        loading={busy('reopen')}
        onClose={() => setDialog(null)}
        onReopen={(input) => run({ kind: 'reopen', input })}
      />
    </Card>
  );
}
