import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '@soundpost/contracts/api-tokens';
import { CopyableSecret } from '../../../components/copyable-secret.tsx';

/** The new token's secret, shown this once: the list never shows it again. */
export function NewTokenAlert({
  created,
  onDone,
}: {
  created: ApiTokenCreated;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('apiTokens.created.title', { name: created.name })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('apiTokens.created.body')}</Text>
        <CopyableSecret
          value={created.token}
          copyLabel={t('apiTokens.created.copy')}
          testId="api-token-secret"
        />
        <Group>
          <Button variant="default" size="xs" onClick={onDone}>
            {t('apiTokens.created.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
