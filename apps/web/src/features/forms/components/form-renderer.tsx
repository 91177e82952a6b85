import { useMemo, useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  formAnswersSchema,
  isRequired,
  type FormDefinition,
  type FormSubmission,
} from '@soundpost/contracts/forms';
import { ApiError } from '../../../lib/api-error.ts';
import { schemaFormOptions } from '../../../lib/forms.ts';
import { FormField, labelKey } from './form-field.tsx';
import type { FormSources, FormValues } from './form-sources.ts';

const blankOf = (form: FormDefinition): FormValues =>
  Object.fromEntries(form.fields.map((f) => [f.name, f.type === 'file' ? [] : '']));

/**
 * Draws a form from its definition (decision 055): each field by its type, validated with the
 * schema the API uses, labels and help from the `forms` catalog. The API's field errors come
 * back onto their fields; any other refusal is the page's to show (`footer`).
 */
export function FormRenderer({
  form,
  sources,
  submitting,
  onSubmit,
  footer,
}: {
  form: FormDefinition;
  sources: FormSources;
  submitting: boolean;
  onSubmit: (body: FormSubmission) => Promise<unknown>;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(['forms', 'validation']);
  const schema = useMemo(() => formAnswersSchema(form), [form]);
  const [busy, setBusy] = useState(0);
  const onBusy = (uploading: boolean) => setBusy((n) => n + (uploading ? 1 : -1));
  const labels = Object.fromEntries(form.fields.map((f) => [f.name, labelKey(form, f)]));
  const values = useForm<FormValues>({
    initialValues: blankOf(form),
    ...schemaFormOptions(schema, labels),
  });
  return (
    <form
      noValidate
      onSubmit={values.onSubmit((answers) =>
        onSubmit({ answers }).catch((error: unknown) => {
          if (error instanceof ApiError && error.fields) values.setErrors(error.fields);
        }),
      )}
    >
      <Stack gap="md">
        {form.fields.map((field) => (
          <FormField
            key={field.name}
            form={form}
            field={field}
            values={values}
            sources={sources}
            required={isRequired(field, values.values)}
            onBusy={onBusy}
          />
        ))}
        {footer}
        <Button
          type="submit"
          loading={submitting}
          disabled={busy > 0}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
