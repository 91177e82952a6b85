import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { payoutSettingsFields } from '@soundpost/contracts/payouts';
import { SettingsFormSection } from './settings-form-section.tsx';

const schema = z.object(payoutSettingsFields);
const labels = { payoutMinimumUsd: 'admin:settings.payouts.payoutMinimumUsd' };
type Values = { payoutMinimumUsd: number | string; payoutManualApproval: boolean };

/** The smallest withdrawal an artist may ask for, and whether each waits for approval. */
export function SettingsPayoutSection() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFormSection<Values>
      id="admin-settings-payouts"
      title={t('settings.payouts.title')}
      description={t('settings.payouts.description')}
      schema={schema}
      labels={labels}
      toValues={({ payoutMinimumUsd, payoutManualApproval }) => ({
        payoutMinimumUsd,
        payoutManualApproval,
      })}
      toPatch={(values) => ({
        payoutMinimumUsd: Number(values.payoutMinimumUsd),
        payoutManualApproval: values.payoutManualApproval,
      })}
      fields={(form) => (
        <Stack gap="md">
          <NumberInput
            {...form.getInputProps('payoutMinimumUsd')}
            label={t('settings.payouts.payoutMinimumUsd')}
            description={t('settings.payouts.payoutMinimumUsdHint')}
            min={1}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            prefix="$"
            required
            maw={260}
          />
          <Checkbox
            {...form.getInputProps('payoutManualApproval', { type: 'checkbox' })}
            label={t('settings.payouts.payoutManualApproval')}
            description={t('settings.payouts.payoutManualApprovalHint')}
          />
        </Stack>
      )}
    />
  );
}
