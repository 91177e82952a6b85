import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@soundpost/contracts/users';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password.ts';
import { SettingsSection } from './settings-section.tsx';

const labels = {
  current: 'account:fields.currentPassword',
  password: 'account:fields.newPassword',
  confirm: 'account:fields.confirmPassword',
};

/** Accounts created through Google or Apple have no password yet, so no current one to ask. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    initialValues: { current: '', password: '', confirm: '' },
    ...schemaFormOptions(changePasswordSchema, labels),
  });

  const onSubmit = form.onSubmit((values) => {
    if (hasPassword && !values.current) {
      form.setFieldError('current', 'required');
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify({ color: 'teal', message: t('password.changed') });
      },
      onError: (error) => {
        if (applyFieldErrors(form, error)) return;
        if (isApiError(error, 'wrong_current_password')) {
          form.setFieldError('current', errorMessage(error));
        } else {
          notify({ color: 'red', title: t('password.failed'), message: errorMessage(error) });
        }
      },
    });
  });

  return (
    <SettingsSection
      id="account-password"
      title={hasPassword ? t('password.title') : t('password.setTitle')}
      description={hasPassword ? t('password.description') : t('password.setDescription')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {hasPassword ? (
            <PasswordInput
              {...form.getInputProps('current')}
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              required
            />
          ) : null}
          <NewPasswordFields
            password={form.values.password}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirm')}
            passwordLabel={t('fields.newPassword')}
            confirmLabel={t('fields.confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {hasPassword ? t('password.submit') : t('password.setSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
