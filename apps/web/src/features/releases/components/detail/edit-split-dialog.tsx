import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { updateSplitSchema } from '@soundpost/contracts/splits';
import { bodyValidator, errorMessage } from '../../../../lib/forms.ts';
import { formatMoney, isZeroMoney } from '../../../../lib/money.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSplitActions, type Split } from '../../api/splits.ts';
import {
  percentValue,
  SplitTermsFields,
  termsLabels,
  type TermsValues,
} from './split-terms-fields.tsx';

/** The dialog's fields as the API's body (an empty recoupment: none). */
export const toTerms = (values: TermsValues) => ({
  percent: percentValue(values),
  recoupAmount: values.recoupAmount.trim() || '0',
});

/** A money amount of the API (8 decimals) as the form's dollars and cents; none: empty. */
export const recoupField = (amount: string) =>
  /^0+(\.0+)?$/.test(amount) ? '' : amount.replace(/^(\d+)(\.\d{2})?\d*$/, '$1$2');

/**
 * New terms for a split. An unanswered invitation is sent again with them; an accepted split
 * ends and its collaborator is invited to them (the dialog says so before anything happens).
 */
export function EditSplitDialog({ split, onClose }: { split: Split; onClose: () => void }) {
  const { t } = useTranslation(['splits', 'errors', 'validation']);
  const { edit } = useSplitActions(split.releaseId);
  const form = useForm<TermsValues>({
    initialValues: { percent: split.percent, recoupAmount: recoupField(split.recoupAmount) },
    validate: bodyValidator(updateSplitSchema, toTerms, termsLabels),
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
          {split.status === 'accepted' && !isZeroMoney(split.recouped) ? (
            <Text size="sm">
              {t('edit.recoupCarried', { amount: formatMoney(split.recouped) })}
            </Text>
          ) : null}
          <SplitTermsFields form={form} autoFocus />
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
