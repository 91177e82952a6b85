import { useState } from 'react';
import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { twofactorEnableSchema, type Reauth } from '@soundpost/contracts/users';
import { CopyableSecret } from '../../../components/copyable-secret.tsx';
import { errorMessage, translateFieldError } from '../../../lib/forms.ts';
import { useEnableTwofactor, type RecoveryCodes } from '../api/enable-twofactor.ts';
import type { TwofactorSetup as Setup } from '../api/setup-twofactor.ts';

/** Scan (or type) the secret, then prove it works with a code before it is switched on. */
export function TwofactorSetup({
  setup,
  proof,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  /** The proof given before the setup, sent again with the code (decision 014). */
  proof: Reauth;
  onEnabled: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const enable = useEnableTwofactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = twofactorEnableSchema.safeParse({ ...proof, code });
    if (!parsed.success) {
      setError(translateFieldError(parsed.error.issues[0]?.message ?? 'twofactor_code'));
      return;
    }
    setError(null);
    enable.mutate(
      { ...proof, code: parsed.data.code },
      {
        onSuccess: onEnabled,
        onError: (failure) => setError(errorMessage(failure, 'errors:invalid_twofactor_code')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('twofactor.scan')}</Text>
      <Image
        src={setup.qrCode}
        alt={t('twofactor.qrAlt')}
        w={200}
        h={200}
        bg="white"
        p={8}
        radius="md"
      />
      <Stack gap={4}>
        <Text size="sm">{t('twofactor.manual')}</Text>
        <CopyableSecret
          value={setup.secret}
          copyLabel={t('twofactor.copySecret')}
          testId="twofactor-secret"
        />
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('fields.twofactorCode')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            maw={220}
            required
          />
          <Group>
            <Button type="submit" loading={enable.isPending}>
              {t('twofactor.enable')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
