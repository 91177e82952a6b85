import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@soundpost/contracts/users';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password.ts';
import { ReauthField, type ReauthMode } from './reauth-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

const labels = {
  currentPassword: 'account:fields.currentPassword',
  currentCode: 'account:fields.currentCode',
  password: 'account:fields.newPassword',
  confirm: 'account:fields.confirmPassword',
};

/**
 * Accounts created through Google or Apple have no password yet: setting a first one asks for
 * a two-factor code instead, or a recent sign-in (see `ReauthField`).
 */
export function PasswordForm({ reauth }: { reauth: ReauthMode }) {
  const hasPassword = reauth === 'password';
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', currentCode: '', password: '', confirm: '' },
    ...schemaFormOptions(changePasswordSchema, labels),
  });

  const onSubmit = form.onSubmit((values) => {
    if (hasPassword && !values.currentPassword) {
      form.setFieldError('currentPassword', 'required');
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify({ color: 'teal', message: t('password.changed') });
      },
      onError: (error) => {
        if (applyFieldErrors(form, error)) return;
        notify({ color: 'red', title: t('password.failed'), message: errorMessage(error) });
      },
    });
  });

  return (
    <SectionCard
      id="account-password"
      title={hasPassword ? t('password.title') : t('password.setTitle')}
      description={hasPassword ? t('password.description') : t('password.setDescription')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ReauthField mode={reauth} getInputProps={form.getInputProps} />
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
    </SectionCard>
  );
}
