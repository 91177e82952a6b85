import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeEmailSchema, type AccountSettings } from '@soundpost/contracts/users';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useChangeEmail, type ChangeEmailInput } from '../api/change-email.ts';
import { ReauthField, type ReauthMode } from './reauth-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

const labels = {
  email: 'account:fields.newEmail',
  currentPassword: 'account:fields.currentPassword',
  currentCode: 'account:fields.currentCode',
};

/**
 * The address changes only once the link sent to the new one is opened; the owner's proof
 * (password or code) is asked first, and the old address can undo the change for 7 days.
 */
export function EmailForm({ settings, reauth }: { settings: AccountSettings; reauth: ReauthMode }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    initialValues: { email: '', currentPassword: '', currentCode: '' },
    ...schemaFormOptions(changeEmailSchema, labels),
  });

  const onSubmit = form.onSubmit((values) => {
    if (reauth === 'password' && !values.currentPassword) {
      form.setFieldError('currentPassword', 'required');
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify({ color: 'teal', message: t('email.sent') });
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) form.setFieldError('email', errorMessage(error));
      },
    });
  });

  return (
    <SectionCard id="account-email" title={t('email.title')}>
      <Text size="sm">
        {t('email.current')} <strong>{settings.email}</strong>
      </Text>
      {settings.pendingEmail ? (
        <Alert color="yellow" variant="light" icon={<IconMailForward size={18} />} role="status">
          {t('email.pending', { email: settings.pendingEmail })}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('email')}
            type="email"
            label={t('fields.newEmail')}
            description={t('email.revertNote')}
            autoComplete="email"
          />
          <ReauthField mode={reauth} getInputProps={form.getInputProps} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
