import { ActionIcon, Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '@soundpost/contracts/api-tokens';

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
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="api-token-secret">
            {created.token}
          </Code>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <ActionIcon variant="default" onClick={copy} aria-label={t('apiTokens.created.copy')}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="default" size="xs" onClick={onDone}>
            {t('apiTokens.created.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
