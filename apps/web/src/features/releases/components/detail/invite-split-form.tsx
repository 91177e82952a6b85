import { Alert, Button, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createSplitSchema } from '@soundpost/contracts/splits';
import { errorMessage, translateFieldError } from '../../../../lib/forms.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSplitActions } from '../../api/splits.ts';

const labels = {
  email: 'splits:form.email',
  percent: 'splits:form.percent',
  trackId: 'splits:form.target',
  recoupAmount: 'splits:form.recoup',
};

const wholeRelease = '';

type Values = { email: string; percent: number | string; trackId: string; recoupAmount: string };

/** The form's fields as the API's body: empty optional fields left out. */
const toInput = (values: Values) => ({
  email: values.email,
  percent: values.percent === '' ? Number.NaN : Number(values.percent),
  trackId: values.trackId || undefined,
  recoupAmount: values.recoupAmount.trim() || undefined,
});

/** Each field's first problem, translated, by the same schema the API checks with. */
function validate(values: Values) {
  const parsed = createSplitSchema.safeParse(toInput(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof typeof labels;
    errors[field] ??= translateFieldError(issue.message, labels[field]);
  }
  return errors;
}

/** The owner's form to invite a collaborator to a share of a track's or the release's earnings. */
export function InviteSplitForm({
  releaseId,
  tracks,
}: {
  releaseId: string;
  tracks: { id: string; title: string | null }[];
}) {
  const { t } = useTranslation(['splits', 'errors', 'validation']);
  const { create } = useSplitActions(releaseId);
  const form = useForm<Values>({
    initialValues: { email: '', percent: 10, trackId: wholeRelease, recoupAmount: '' },
    validate,
  });
  const onSubmit = form.onSubmit((values) =>
    create.mutate(toInput(values), {
      onSuccess: (split) => {
        notify({ color: 'teal', message: t('form.invited', { email: split.email }) });
        form.reset();
      },
    }),
  );
  const targets = [
    { value: wholeRelease, label: t('section.wholeRelease') },
    ...tracks.map((track, i) => ({ value: track.id, label: track.title ?? `#${i + 1}` })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="split-form-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="split-form-title">
          {t('form.title')}
        </Title>
        <TextInput {...form.getInputProps('email')} type="email" label={t('form.email')} required />
        <NumberInput
          {...form.getInputProps('percent')}
          label={t('form.percent')}
          min={0.01}
          max={100}
          decimalScale={2}
          required
        />
        <Select
          {...form.getInputProps('trackId')}
          label={t('form.target')}
          data={targets}
          allowDeselect={false}
        />
        <TextInput
          {...form.getInputProps('recoupAmount')}
          label={t('form.recoup')}
          description={t('form.recoupHelp')}
          inputMode="decimal"
          leftSection="$"
        />
        {create.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
