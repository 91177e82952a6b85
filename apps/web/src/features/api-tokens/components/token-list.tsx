import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens.ts';
import { scopeLabel } from './scope-label.ts';

/** The account's tokens: name, scopes, when made, when they end, last use; each revocable. */
export function TokenList() {
  const { t } = useTranslation(['account', 'errors']);
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const now = new Date();

  return (
    <SectionCard id="api-tokens" title={t('apiTokens.list.title')}>
      {tokens.isPending ? (
        <Skeleton h={80} />
      ) : tokens.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(tokens.error)}
        </Alert>
      ) : tokens.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('apiTokens.list.empty')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {tokens.data.map((token) => {
            const expired = new Date(token.expiresAt) <= now;
            const expires = formatDateTime(token.expiresAt);
            return (
              <Group component="li" key={token.id} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {token.name}
                    </Text>
                    {token.scopes.map((scope) => (
                      <Badge key={scope} variant="light" size="sm">
                        {scopeLabel(t, scope)}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c={expired ? 'red' : 'dimmed'}>
                    {t('apiTokens.list.created', { date: formatDateTime(token.createdAt) })} ·{' '}
                    {expired
                      ? t('apiTokens.list.expired', { date: expires })
                      : t('apiTokens.list.expires', { date: expires })}{' '}
                    ·{' '}
                    {token.lastUsedAt
                      ? t('apiTokens.list.lastUsed', { date: formatDateTime(token.lastUsedAt) })
                      : t('apiTokens.list.neverUsed')}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={revoke.isPending && revoke.variables === token.id}
                  aria-label={t('apiTokens.list.revokeOne', { name: token.name })}
                  onClick={() =>
                    revoke.mutate(token.id, {
                      onSuccess: () =>
                        notify({ color: 'teal', message: t('apiTokens.list.revoked') }),
                      onError: (error) =>
                        notify({
                          color: 'red',
                          title: t('common:error'),
                          message: errorMessage(error),
                        }),
                    })
                  }
                >
                  {t('apiTokens.list.revoke')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
