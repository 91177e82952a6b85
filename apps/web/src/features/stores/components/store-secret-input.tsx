import { Checkbox, PasswordInput, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TransportSecretName } from '@soundpost/contracts/stores';
import { useTranslation } from 'react-i18next';
import type { StoreFormValues } from '../utils/store-form.ts';
import { monospaceInput } from '../utils/store-styles.ts';

/**
 * A write-only secret: the stored value is never shown, only whether there is one. Typing
 * replaces it; "clear" removes it; leaving it empty keeps it.
 */
export function StoreSecretInput({
  form,
  name,
  isSet,
  multiline = false,
}: {
  form: UseFormReturnType<StoreFormValues>;
  name: TransportSecretName;
  isSet: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation('store-admin');
  const field = form.getInputProps(`secrets.${name}`);
  const common = {
    ...field,
    label: t(`fields.${name}`),
    description: isSet ? t('secrets.setHint') : t('secrets.notSetHint'),
    placeholder: isSet ? t('secrets.set') : t('secrets.notSet'),
    autoComplete: 'off',
    disabled: form.values.clear[name],
  };
  return (
    <Stack gap={4}>
      {multiline ? (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={8}
          spellCheck={false}
          styles={monospaceInput}
        />
      ) : (
        <PasswordInput {...common} autoComplete="new-password" />
      )}
      {isSet ? (
        <Checkbox
          {...form.getInputProps(`clear.${name}`, { type: 'checkbox' })}
          label={t('secrets.clear')}
          size="xs"
        />
      ) : null}
    </Stack>
  );
}
