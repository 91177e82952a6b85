import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useTestStoreConnection } from '../api/store-test-connection.ts';

/** Tests the saved transport (lists its root) and shows what happened. */
export function StoreConnectionTest({ storeId, dirty }: { storeId: string; dirty: boolean }) {
  const { t } = useTranslation('store-admin');
  const test = useTestStoreConnection();
  const result = test.data;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        onClick={() => test.mutate(storeId)}
        loading={test.isPending}
        disabled={dirty}
      >
        {t('test.button')}
      </Button>
      <Text size="xs" c="dimmed">
        {dirty ? t('test.saveFirst') : t('test.hint')}
      </Text>
      <div aria-live="polite">
        {test.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(test.error)}
          </Alert>
        ) : result?.ok ? (
          <Alert color="teal" variant="light" title={t('test.ok')}>
            {t('test.okDetail', { where: result.where, count: result.files })}
          </Alert>
        ) : result ? (
          <Alert color="red" variant="light" title={t(`test.failures.${result.failure}`)}>
            <Stack gap={4}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
                {result.message}
              </Text>
              <Text size="xs">
                {result.retryable ? t('test.retryable') : t('test.notRetryable')}
              </Text>
            </Stack>
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
