import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeEmailSchema, type AccountSettings } from '@soundpost/contracts/users';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { SettingsSection } from './settings-section.tsx';

/** The address changes only once the link sent to the new one is opened. */
export function EmailForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const change = useChangeEmail();
  const form = useForm({
    initialValues: { email: '' },
    ...schemaFormOptions(changeEmailSchema, { email: 'account:fields.newEmail' }),
  });

  const onSubmit = form.onSubmit(({ email }) =>
    change.mutate(email, {
      onSuccess: () => {
        form.reset();
        notify({ color: 'teal', message: t('email.sent') });
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) form.setFieldError('email', errorMessage(error));
      },
    }),
  );

  return (
    <SettingsSection id="account-email" title={t('email.title')}>
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
            autoComplete="email"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
