import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { usePlatformSettings, type PlatformSettings } from '../../../lib/platform-settings.ts';
import { useUpdateSettings, type SettingsPatch } from '../api/settings-update.ts';

type FormValues = Record<string, unknown>;

export type SettingsFormSectionProps<V extends FormValues> = {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  description: string;
  /** Validates the form with the API's own rules (contract schemas). */
  schema: Parameters<typeof schemaFormOptions>[0];
  /** Field → i18n key of its label, for the error messages. */
  labels: Record<string, string>;
  toValues: (settings: PlatformSettings) => V;
  toPatch: (values: V) => SettingsPatch;
  /** An API field the form shows under another name (e.g. bytes typed in GB). */
  formFieldOf?: Partial<Record<keyof SettingsPatch, keyof V & string>>;
  fields: (form: UseFormReturnType<V>) => ReactNode;
};

/** A card of the settings page that edits some settings and saves only those. */
export function SettingsFormSection<V extends FormValues>(props: SettingsFormSectionProps<V>) {
  const { t } = useTranslation(['admin', 'errors']);
  const settings = usePlatformSettings();
  return (
    <SectionCard id={props.id} title={props.title} description={props.description}>
      {settings.isPending ? (
        <Skeleton h={120} />
      ) : settings.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('settings.loadFailed')}>
          {errorMessage(settings.error)}
        </Alert>
      ) : (
        <SettingsForm {...props} settings={settings.data} />
      )}
    </SectionCard>
  );
}

function SettingsForm<V extends FormValues>({
  settings,
  schema,
  labels,
  toValues,
  toPatch,
  formFieldOf = {},
  fields,
}: SettingsFormSectionProps<V> & { settings: PlatformSettings }) {
  const { t } = useTranslation(['admin', 'errors', 'validation']);
  const update = useUpdateSettings();
  const form = useForm<V>({
    initialValues: toValues(settings),
    ...schemaFormOptions(schema, labels),
  });

  // The API names its fields; put each error on the input that shows that field.
  const showApiErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    const entries = Object.entries(error.fields).map(([field, key]) => [
      formFieldOf[field as keyof SettingsPatch] ?? field,
      key,
    ]);
    form.setErrors(Object.fromEntries(entries));
    return entries.length > 0;
  };

  const onSubmit = form.onSubmit((values) =>
    update.mutate(toPatch(values), {
      onSuccess: (saved) => {
        form.setValues(toValues(saved));
        form.resetDirty(toValues(saved));
        notify({ color: 'teal', message: t('settings.saved') });
      },
      onError: (error) => {
        if (!showApiErrors(error)) {
          notify({ color: 'red', title: t('settings.failed'), message: errorMessage(error) });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {fields(form)}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
