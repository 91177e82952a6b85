import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatMoney, isZeroMoney } from '../../../lib/money.ts';
import { useUser } from '../../../lib/session.ts';
import {
  useAnswerInvitation,
  useSplitInvitation,
  type SplitInvitation,
} from '../api/invitations.ts';

/** What the invited person can do now: sign in first, answer, or read the answer given. */
function Answer({ token, invitation }: { token: string; invitation: SplitInvitation }) {
  const { t } = useTranslation(['splits', 'errors']);
  const user = useUser();
  const answer = useAnswerInvitation(token);
  if (invitation.status === 'accepted') {
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status">
          {t('invitation.accepted')}
        </Alert>
        {user && (
          <Anchor component={Link} to={paths.royalties.getHref()}>
            {t('invitation.toRoyalties')}
          </Anchor>
        )}
      </Stack>
    );
  }
  if (invitation.status === 'declined')
    return <Text role="status">{t('invitation.declined')}</Text>;
  if (invitation.status !== 'pending') {
    return (
      <Alert color="orange" variant="light" role="status">
        {t('invitation.expired')}
      </Alert>
    );
  }
  if (!user) {
    const back = paths.splitInvitation.getHref(token);
    return (
      <Stack gap="sm">
        <Text>{t('invitation.signInFirst')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.auth.signup.getHref(back, invitation.email)}>
            {t('invitation.signUp')}
          </Button>
          <Button component={Link} to={paths.auth.login.getHref(back)} variant="default">
            {t('invitation.signIn')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {answer.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => answer.mutate('accept')} loading={answer.isPending}>
          {t('invitation.accept')}
        </Button>
        <Button
          variant="default"
          onClick={() => answer.mutate('decline')}
          disabled={answer.isPending}
        >
          {t('invitation.decline')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Opens from an invitation e-mail (`?token=`): what the release owner offers, and accept or
 * decline once signed in with the invited address (signing up first when needed).
 */
export function InvitationPage() {
  const { t } = useTranslation(['splits', 'errors']);
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useSplitInvitation(token);
  const data = invitation.data;
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('invitation.title')}
          </Title>
          {token && invitation.isPending && <Skeleton h={120} radius="md" />}
          {(!token || invitation.isError) && (
            <Alert color="red" variant="light" role="alert">
              {token ? errorMessage(invitation.error) : t('invitation.missing')}
            </Alert>
          )}
          {data && (
            <>
              <Text size="lg">
                {t('invitation.offer', {
                  owner: data.owner.name,
                  percent: data.percent,
                  title: data.track?.title ?? data.release.title ?? '',
                })}
              </Text>
              {!isZeroMoney(data.recoupAmount) && (
                <Text>{t('invitation.recoup', { amount: formatMoney(data.recoupAmount) })}</Text>
              )}
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('invitation.sentTo', { email: data.email })}{' '}
                {data.status === 'pending' &&
                  t('invitation.expires', { date: formatDateTime(data.expiresAt) })}
              </Text>
              <Answer token={token} invitation={data} />
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
