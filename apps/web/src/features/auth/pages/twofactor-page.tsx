import { useState } from 'react';
import { Anchor, Button, Center, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { twofactorCodeSchema } from '@soundpost/contracts/auth';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage, translateFieldError } from '../../../lib/forms.ts';
import { useConfirmTwofactor } from '../api/confirm-twofactor.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../components/form-error.tsx';

/** The second login step: a 6-digit code from the authenticator app, or a recovery code. */
export function TwofactorPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  // Remounting the pin input after a failure re-arms its onComplete (it fires once per mount).
  const [attempt, setAttempt] = useState(0);
  const confirm = useConfirmTwofactor();

  const submit = (value: string) => {
    setFormError(null);
    const parsed = twofactorCodeSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(translateFieldError(parsed.error.issues[0]?.message ?? 'twofactor_code'));
      return;
    }
    setFieldError(null);
    // Success signs the user in; the guest guard then follows `redirect`.
    confirm.mutate(parsed.data, {
      onError: (error) => {
        setCode('');
        setAttempt((n) => n + 1);
        // No pending login any more (expired or never started): back to the first step.
        if (isApiError(error) && error.status === 401 && error.code !== 'invalid_twofactor_code') {
          setExpired(true);
        }
        setFormError(errorMessage(error, 'errors:invalid_twofactor_code'));
      },
    });
  };

  return (
    <AuthCard
      title={t('twofactor.title')}
      description={useRecovery ? t('twofactor.recoveryHint') : t('twofactor.subtitle')}
    >
      <FormError message={formError} />
      {expired ? (
        <Anchor component={Link} to={paths.auth.login.getHref(redirect)}>
          {t('twofactor.restart')}
        </Anchor>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <Stack gap="md">
          {useRecovery ? (
            <TextInput
              label={t('fields.recoveryCode')}
              placeholder="xxxxx-xxxxx"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              required
            />
          ) : (
            <Stack gap={6}>
              <Text size="sm" fw={500} aria-hidden>
                {t('fields.code')}
              </Text>
              <Center>
                <PinInput
                  key={attempt}
                  length={6}
                  type="number"
                  oneTimeCode
                  autoFocus
                  value={code}
                  onChange={setCode}
                  onComplete={submit}
                  error={Boolean(fieldError)}
                  getInputProps={(index) => ({
                    'aria-label': t('twofactor.digit', { n: index + 1 }),
                  })}
                  size="md"
                />
              </Center>
              {fieldError ? (
                <Text size="sm" c="var(--mantine-color-error)">
                  {fieldError}
                </Text>
              ) : null}
            </Stack>
          )}
          <Button type="submit" loading={confirm.isPending} fullWidth>
            {t('twofactor.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setUseRecovery((value) => !value);
          setCode('');
          setFieldError(null);
        }}
      >
        {useRecovery ? t('twofactor.useApp') : t('twofactor.useRecovery')}
      </Anchor>
    </AuthCard>
  );
}
