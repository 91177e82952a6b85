import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Reauth } from '@soundpost/contracts/users';
import { useUser } from '../../../lib/session.ts';
import type { RecoveryCodes as Codes } from '../api/enable-twofactor.ts';
import { useAccount } from '../api/get-account.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { useSetupTwofactor } from '../api/setup-twofactor.ts';
import { reauthMode } from './reauth-field.tsx';
import { ReauthForm } from './reauth-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { TwofactorDisable } from './twofactor-disable.tsx';
import { TwofactorSetup } from './twofactor-setup.tsx';

type Step =
  | { name: 'idle' }
  | { name: 'confirm' }
  | { name: 'setup'; proof: Reauth }
  | { name: 'codes'; codes: Codes }
  | { name: 'disable' }
  | { name: 'regenerate' };

export function TwofactorSection() {
  const { t } = useTranslation(['account', 'errors']);
  const user = useUser();
  const account = useAccount();
  const setup = useSetupTwofactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = Boolean(user?.twofactorEnabled);
  const hasPassword = account.data?.hasPassword ?? true;
  const mode = reauthMode(hasPassword, enabled);
  const idle = () => setStep({ name: 'idle' });

  return (
    <SectionCard
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

      {step.name === 'confirm' ? (
        <ReauthForm
          mode={mode}
          hint={t('twofactor.confirmHint')}
          submitLabel={t('twofactor.continue')}
          pending={setup.isPending}
          onConfirm={async (proof) => {
            await setup.mutateAsync(proof);
            setStep({ name: 'setup', proof });
          }}
          onCancel={idle}
        />
      ) : step.name === 'setup' && setup.data ? (
        <TwofactorSetup
          setup={setup.data}
          proof={step.proof}
          onEnabled={(codes) => setStep({ name: 'codes', codes })}
          onCancel={idle}
        />
      ) : step.name === 'codes' ? (
        <RecoveryCodes codes={step.codes.recoveryCodes} onDone={idle} />
      ) : step.name === 'disable' ? (
        <TwofactorDisable hasPassword={hasPassword} onDone={idle} />
      ) : step.name === 'regenerate' ? (
        <ReauthForm
          mode={mode}
          hint={t('twofactor.newCodesHint')}
          submitLabel={t('twofactor.newCodes')}
          pending={regenerate.isPending}
          onConfirm={async (proof) => {
            const codes = await regenerate.mutateAsync(proof);
            setStep({ name: 'codes', codes });
          }}
          onCancel={idle}
        />
      ) : enabled ? (
        <Group>
          <Button variant="default" onClick={() => setStep({ name: 'regenerate' })}>
            {t('twofactor.newCodes')}
          </Button>
          <Button variant="default" color="red" onClick={() => setStep({ name: 'disable' })}>
            {t('twofactor.disable')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button onClick={() => setStep({ name: 'confirm' })}>{t('twofactor.setUp')}</Button>
        </Group>
      )}
    </SectionCard>
  );
}
