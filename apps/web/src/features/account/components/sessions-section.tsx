import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { describeUserAgent, formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { SectionCard } from '../../../components/section-card.tsx';

/** Every device signed in to the account; each but this one can be signed out. */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'errors']);
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const showError = (error: unknown) =>
    notify({ color: 'red', title: t('common:error'), message: errorMessage(error) });

  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <SectionCard
      id="account-sessions"
      title={t('sessions.title')}
      description={t('sessions.description')}
    >
      {sessions.isPending ? (
        <Skeleton h={120} />
      ) : sessions.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(sessions.error)}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => {
            const device = describeUserAgent(session.userAgent) ?? t('sessions.unknownDevice');
            return (
              <Group component="li" key={session.id} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {device}
                    </Text>
                    {session.current ? (
                      <Badge variant="light" color="teal" size="sm">
                        {t('sessions.current')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {session.ip ? `${session.ip} · ` : ''}
                    {t('sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })}
                  </Text>
                </div>
                {session.current ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    loading={revoke.isPending && revoke.variables === session.id}
                    onClick={() => revoke.mutate(session.id, { onError: showError })}
                    aria-label={t('sessions.revokeOne', { device })}
                  >
                    {t('sessions.revoke')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {others.length > 0 ? (
        <Group>
          <Button
            variant="light"
            color="red"
            loading={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, {
                onSuccess: () => notify({ color: 'teal', message: t('sessions.revokedOthers') }),
                onError: showError,
              })
            }
          >
            {t('sessions.revokeOthers')}
          </Button>
        </Group>
      ) : null}
    </SectionCard>
  );
}
