import { PasswordInput, Stack } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from './password-strength.tsx';

type InputProps = Omit<ComponentProps<typeof PasswordInput>, 'label'>;

/** A new password with its rules and strength meter, and its confirmation. */
export function NewPasswordFields(props: {
  password: string;
  passwordProps: InputProps;
  confirmProps: InputProps;
  passwordLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={6}>
        <PasswordInput
          {...props.passwordProps}
          label={props.passwordLabel}
          description={t('validation:password_rules')}
          autoComplete="new-password"
          required
        />
        <PasswordStrength password={props.password} />
      </Stack>
      <PasswordInput
        {...props.confirmProps}
        label={props.confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
