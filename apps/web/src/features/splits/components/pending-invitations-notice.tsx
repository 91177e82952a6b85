import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { useMyInvitations } from '../api/invitations.ts';

/** On the dashboard: split invitations waiting for an answer, and the way to the list. */
export function PendingInvitationsNotice() {
  const { t } = useTranslation('splits');
  const mine = useMyInvitations();
  const count = mine.data?.items.filter((i) => i.status === 'pending').length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="blue" variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text>{t('mine.waiting', { count })}</Text>
        <LinkButton to={paths.royalties.getHref()} variant="light" size="sm">
          {t('mine.answer')}
        </LinkButton>
      </Group>
    </Alert>
  );
}
