import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SplitStatus } from '@soundpost/contracts/splits';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatMoney, isZeroMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { useAnswerFromList, useMyInvitations, type SplitInvitation } from '../api/invitations.ts';

const statusColors: Record<SplitStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
  expired: 'orange',
  removed: 'gray',
};

/**
 * "Splits shared with you" on /royalties: every invitation sent to the user's address, with its
 * release or track, share, recoupment and inviter; pending ones are answered here. Someone
 * never invited does not see the section.
 */
export function MyInvitationsSection() {
  const { t } = useTranslation(['splits', 'errors']);
  const query = useMyInvitations();
  const answer = useAnswerFromList();
  if (query.data?.items.length === 0) return null;
  return (
    <QuerySection
      titleId="my-splits-title"
      title={t('mine.title')}
      query={query}
      isEmpty={false}
      emptyText=""
      skeletonHeight={60}
    >
      <Text size="sm" c="dimmed">
        {t('mine.intro')}
      </Text>
      {answer.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {query.data?.items.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            busy={answer.isPending}
            onAnswer={(choice) =>
              answer.mutate(
                { invitation, answer: choice },
                {
                  onSuccess: () =>
                    notify({
                      color: 'teal',
                      message: t(choice === 'accept' ? 'mine.accepted' : 'mine.declined'),
                    }),
                },
              )
            }
          />
        ))}
      </Stack>
    </QuerySection>
  );
}

function InvitationItem({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: SplitInvitation;
  busy: boolean;
  onAnswer: (answer: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation('splits');
  const release = invitation.release.title ?? '';
  const title = invitation.track?.title ?? release;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="my-split">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {title} · {invitation.percent}%
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {invitation.track ? t('mine.trackOf', { release }) : t('section.wholeRelease')}
          {' · '}
          {t('mine.from', { owner: invitation.owner.name })}
          {invitation.status === 'pending'
            ? ` · ${t('section.expires', { date: formatDateTime(invitation.expiresAt) })}`
            : ''}
        </Text>
        {!isZeroMoney(invitation.recoupAmount) && (
          <Text size="sm" c="dimmed">
            {t('mine.recoup', { amount: formatMoney(invitation.recoupAmount) })}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Badge color={statusColors[invitation.status]} variant="light">
          {t(`status.${invitation.status}`)}
        </Badge>
        {invitation.status === 'pending' && (
          <>
            <Button
              size="xs"
              aria-label={t('mine.acceptLabel', { title })}
              disabled={busy}
              onClick={() => onAnswer('accept')}
            >
              {t('invitation.accept')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={t('mine.declineLabel', { title })}
              disabled={busy}
              onClick={() => onAnswer('decline')}
            >
              {t('invitation.decline')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
