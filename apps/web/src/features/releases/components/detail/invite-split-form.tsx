import { Alert, Button, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createSplitSchema } from '@soundpost/contracts/splits';
import { bodyValidator, errorMessage } from '../../../../lib/forms.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSplitActions } from '../../api/splits.ts';
import {
  percentValue,
  SplitTermsFields,
  termsLabels,
  type TermsValues,
} from './split-terms-fields.tsx';

const labels = { ...termsLabels, email: 'splits:form.email', trackId: 'splits:form.target' };

const wholeRelease = '';

type Values = TermsValues & { email: string; trackId: string };

/** The form's fields as the API's body: empty optional fields left out. */
const toInput = (values: Values) => ({
  email: values.email,
  percent: percentValue(values),
  trackId: values.trackId || undefined,
  recoupAmount: values.recoupAmount.trim() || undefined,
});

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
    validate: bodyValidator(createSplitSchema, toInput, labels),
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
        <Select
          {...form.getInputProps('trackId')}
          label={t('form.target')}
          data={targets}
          allowDeselect={false}
        />
        <SplitTermsFields form={form} />
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
