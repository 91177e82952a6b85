import { useState } from 'react';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planHasApiAccess, type ApiTokenCreated } from '@soundpost/contracts/api-tokens';
import { freePlan } from '@soundpost/contracts/users';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';
import { useUser } from '../../../lib/session.ts';
import { CreateTokenForm } from '../components/create-token-form.tsx';
import { NewTokenAlert } from '../components/new-token-alert.tsx';
import { TokenList } from '../components/token-list.tsx';

/**
 * Account settings → API: personal access tokens for the paid plans. A free account sees why
 * it cannot make one, and may still revoke tokens made before a downgrade.
 */
export function ApiTab() {
  const { t } = useTranslation('account');
  const user = useUser();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const allowed = planHasApiAccess(user?.subscription.plan_name ?? freePlan);

  return (
    <Stack gap="lg">
      <Text size="sm">
        {t('apiTokens.description')} <Code>Authorization: Bearer sp_pat_…</Code>
      </Text>
      {allowed ? null : (
        <Alert color="blue" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('apiTokens.paidOnly')}</Text>
            <UpgradeLink from="api_tokens" />
          </Stack>
        </Alert>
      )}
      {created ? <NewTokenAlert created={created} onDone={() => setCreated(null)} /> : null}
      {allowed ? <CreateTokenForm onCreated={setCreated} /> : null}
      <TokenList />
    </Stack>
  );
}
