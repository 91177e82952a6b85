import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { twofactorDisableSchema } from '@soundpost/contracts/users';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage, translateFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useDisableTwofactor } from '../api/disable-twofactor.ts';

type Errors = { currentPassword?: string | undefined; code?: string | undefined };

/**
 * Turning two-factor off asks for a current code and, when the account has a password, the
 * password too: a stolen session alone must not be enough.
 */
export function TwofactorDisable({
  hasPassword,
  onDone,
}: {
  hasPassword: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const disable = useDisableTwofactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    if (hasPassword && !password) {
      setErrors({
        currentPassword: translateFieldError('required', 'account:fields.currentPassword'),
      });
      return;
    }
    const parsed = twofactorDisableSchema.safeParse({
      code,
      currentPassword: hasPassword ? password : undefined,
    });
    if (!parsed.success) {
      setErrors({ code: translateFieldError(parsed.error.issues[0]?.message ?? 'twofactor_code') });
      return;
    }
    setErrors({});
    disable.mutate(parsed.data, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('twofactor.disabled') });
        onDone();
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fields : undefined;
        if (fields?.currentPassword) {
          setErrors({ currentPassword: translateFieldError(fields.currentPassword) });
        } else setErrors({ code: errorMessage(failure, 'errors:invalid_twofactor_code') });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {hasPassword ? (
          <PasswordInput
            label={t('fields.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.currentPassword}
            autoComplete="current-password"
            maw={320}
            required
          />
        ) : null}
        <TextInput
          label={t('fields.twofactorCode')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={220}
          required
        />
        <Group>
          <Button type="submit" color="red.9" loading={disable.isPending}>
            {t('twofactor.disable')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
