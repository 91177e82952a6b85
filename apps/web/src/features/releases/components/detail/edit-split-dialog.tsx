import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { updateSplitSchema } from '@soundpost/contracts/splits';
import { errorMessage, translateFieldError } from '../../../../lib/forms.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSplitActions, type Split } from '../../api/splits.ts';

const labels = { percent: 'splits:form.percent', recoupAmount: 'splits:form.recoup' };

type Values = { percent: number | string; recoupAmount: string };

/** The dialog's fields as the API's body (an empty recoupment: none). */
export const toTerms = (values: Values) => ({
  percent: values.percent === '' ? Number.NaN : Number(values.percent),
  recoupAmount: values.recoupAmount.trim() || '0',
});

/** A money amount of the API (8 decimals) as the form's dollars and cents; none: empty. */
export const recoupField = (amount: string) =>
  /^0+(\.0+)?$/.test(amount) ? '' : amount.replace(/^(\d+)(\.\d{2})?\d*$/, '$1$2');

function validate(values: Values) {
  const parsed = updateSplitSchema.safeParse(toTerms(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof typeof labels;
    errors[field] ??= translateFieldError(issue.message, labels[field]);
  }
  return errors;
}

/**
 * New terms for a split. An unanswered invitation is sent again with them; an accepted split
 * ends and its collaborator is invited to them (the dialog says so before anything happens).
 */
export function EditSplitDialog({ split, onClose }: { split: Split; onClose: () => void }) {
  const { t } = useTranslation(['splits', 'errors', 'validation']);
  const { edit } = useSplitActions(split.releaseId);
  const form = useForm<Values>({
    initialValues: { percent: split.percent, recoupAmount: recoupField(split.recoupAmount) },
    validate,
  });
  const onSubmit = form.onSubmit((values) =>
    edit.mutate(
      { id: split.id, terms: toTerms(values) },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('edit.done', { email: split.email }) });
          onClose();
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('edit.title', { email: split.email })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {split.status === 'accepted'
              ? t('edit.acceptedNote', { email: split.email })
              : t('edit.pendingNote')}
          </Text>
          <NumberInput
            {...form.getInputProps('percent')}
            label={t('form.percent')}
            min={0.01}
            max={100}
            decimalScale={2}
            required
            data-autofocus
          />
          <TextInput
            {...form.getInputProps('recoupAmount')}
            label={t('form.recoup')}
            description={t('form.recoupHelp')}
            inputMode="decimal"
            leftSection="$"
          />
          {edit.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(edit.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
