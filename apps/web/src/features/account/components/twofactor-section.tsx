import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useUser } from '../../../lib/session.ts';
import type { RecoveryCodes as Codes } from '../api/enable-twofactor.ts';
import { useAccount } from '../api/get-account.ts';
import { useSetupTwofactor } from '../api/setup-twofactor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TwofactorDisable } from './twofactor-disable.tsx';
import { TwofactorSetup } from './twofactor-setup.tsx';

type Step =
  { name: 'idle' } | { name: 'setup' } | { name: 'codes'; codes: Codes } | { name: 'disable' };

export function TwofactorSection() {
  const { t } = useTranslation(['account', 'errors']);
  const user = useUser();
  const account = useAccount();
  const setup = useSetupTwofactor();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = Boolean(user?.twofactorEnabled);

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: () => setStep({ name: 'setup' }),
      onError: (error) =>
        notify({ color: 'red', title: t('common:error'), message: errorMessage(error) }),
    });

  return (
    <SettingsSection
      id="account-twofactor"
      title={t('twofactor.title')}
      description={t('twofactor.description')}
    >
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('twofactor.status')}
        </Text>
        <Badge variant="light" color={enabled ? 'teal' : 'gray'}>
          {enabled ? t('twofactor.on') : t('twofactor.off')}
        </Badge>
      </Group>

      {step.name === 'setup' && setup.data ? (
        <TwofactorSetup
          setup={setup.data}
          onEnabled={(codes) => setStep({ name: 'codes', codes })}
          onCancel={() => setStep({ name: 'idle' })}
        />
      ) : step.name === 'codes' ? (
        <RecoveryCodes codes={step.codes.recoveryCodes} onDone={() => setStep({ name: 'idle' })} />
      ) : step.name === 'disable' ? (
        <TwofactorDisable
          hasPassword={account.data?.hasPassword ?? true}
          onDone={() => setStep({ name: 'idle' })}
        />
      ) : enabled ? (
        <Group>
          <Button variant="default" color="red" onClick={() => setStep({ name: 'disable' })}>
            {t('twofactor.disable')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button onClick={start} loading={setup.isPending}>
            {t('twofactor.setUp')}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
