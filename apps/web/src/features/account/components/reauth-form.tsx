import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { reauthSchema, type Reauth } from '@soundpost/contracts/users';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { ReauthField, type ReauthMode } from './reauth-field.tsx';

const labels = {
  currentPassword: 'account:fields.currentPassword',
  currentCode: 'account:fields.currentCode',
};

/**
 * Asks for the owner's proof before a step that needs it (setting up two-factor, new recovery
 * codes); `onConfirm` makes the call and rejects with the API error to show.
 */
export function ReauthForm({
  mode,
  hint,
  submitLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  mode: ReauthMode;
  hint: string;
  submitLabel: string;
  pending: boolean;
  onConfirm: (proof: Reauth) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const form = useForm<Reauth>({
    initialValues: { currentPassword: '', currentCode: '' },
    ...schemaFormOptions(reauthSchema, labels),
  });
  const onSubmit = form.onSubmit(async (values) => {
    if (mode === 'password' && !values.currentPassword) {
      form.setFieldError('currentPassword', 'required');
      return;
    }
    try {
      await onConfirm(values);
    } catch (error) {
      if (!applyFieldErrors(form, error)) form.setErrors({ form: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{hint}</Text>
        <ReauthField mode={mode} getInputProps={form.getInputProps} />
        {form.errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {form.errors.form}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
