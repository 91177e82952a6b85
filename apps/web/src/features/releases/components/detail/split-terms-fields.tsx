import { NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The fields that hold a split's terms, in the forms that invite to one or change one. */
export type TermsValues = { percent: number | string; recoupAmount: string };

/** The i18n keys of the terms fields' labels, for their error messages. */
export const termsLabels = { percent: 'splits:form.percent', recoupAmount: 'splits:form.recoup' };

/** The share as the API's number: an empty field is NaN, which the schema refuses as required. */
export const percentValue = (values: TermsValues) =>
  values.percent === '' ? Number.NaN : Number(values.percent);

/** A split's share (percent, two decimals) and the costs to recoup before it applies. */
export function SplitTermsFields<V extends TermsValues>({
  form,
  autoFocus = false,
}: {
  form: UseFormReturnType<V>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('splits');
  return (
    <>
      <NumberInput
        {...form.getInputProps('percent')}
        label={t('form.percent')}
        min={0.01}
        max={100}
        decimalScale={2}
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        {...form.getInputProps('recoupAmount')}
        label={t('form.recoup')}
        description={t('form.recoupHelp')}
        inputMode="decimal"
        leftSection="$"
      />
    </>
  );
}
