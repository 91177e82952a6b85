import { Button, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  coverArtRequestSchema,
  coverArtStyles,
  type CoverArtRequest,
} from '@soundpost/contracts/cover-art';
import { ApiError } from '../../../lib/api-error.ts';
import { schemaFormOptions } from '../../../lib/forms.ts';

const labels = { prompt: 'cover-art:form.prompt', style: 'cover-art:form.style' };

/** The words and the look, checked with the API's own schema. */
export function CoverArtForm({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled: boolean;
  /** Rejects with the API's error; field errors are shown on their inputs. */
  onSubmit: (request: CoverArtRequest) => Promise<unknown>;
}) {
  // `validation` too: the form's messages are its keys.
  const { t } = useTranslation(['cover-art', 'validation']);
  const form = useForm<{ prompt: string; style: string | null }>({
    initialValues: { prompt: '', style: 'abstract' },
    ...schemaFormOptions(coverArtRequestSchema, labels),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit(values as CoverArtRequest).then(
          () => form.setFieldValue('prompt', ''),
          (error: unknown) => {
            if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
          },
        ),
      )}
    >
      <Stack gap="md">
        <Textarea
          {...form.getInputProps('prompt')}
          label={t('form.prompt')}
          description={t('form.promptHint')}
          placeholder={t('form.promptPlaceholder')}
          required
          rows={3}
          maxLength={300}
        />
        <Select
          {...form.getInputProps('style')}
          label={t('form.style')}
          required
          allowDeselect={false}
          data={coverArtStyles.map((style) => ({ value: style, label: t(`styles.${style}`) }))}
          maw={320}
        />
        <Button
          type="submit"
          loading={busy}
          disabled={disabled}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
