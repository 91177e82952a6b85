import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToolQuota } from '@soundpost/contracts/tool-quotas';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetToolQuota, useToolQuotas } from '../api/tool-quotas.ts';

/** Each plan's monthly allowance of each creator tool: a card of the admin settings page. */
export function ToolQuotasSection() {
  const { t } = useTranslation(['admin', 'errors']);
  const quotas = useToolQuotas();
  return (
    <SectionCard
      id="admin-settings-tool-quotas"
      title={t('settings.toolQuotas.title')}
      description={t('settings.toolQuotas.description')}
    >
      {quotas.isPending ? (
        <Skeleton h={120} />
      ) : quotas.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('settings.loadFailed')}>
          {errorMessage(quotas.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          {quotas.data.items.map((quota) => (
            <QuotaRow key={`${quota.tool}-${quota.plan}-${quota.updatedAt}`} quota={quota} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function QuotaRow({ quota }: { quota: ToolQuota }) {
  const { t } = useTranslation(['admin', 'errors']);
  const save = useSetToolQuota();
  const [unlimited, setUnlimited] = useState(quota.monthlyAllowance === null);
  const [amount, setAmount] = useState<number | string>(quota.monthlyAllowance ?? 0);
  const label = t('settings.toolQuotas.allowance', {
    tool: t(`settings.toolQuotas.tools.${quota.tool}`),
    plan: t(`plans.${quota.plan}`),
  });
  const valid = unlimited || (Number.isInteger(Number(amount)) && amount !== '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      { plan: quota.plan, tool: quota.tool, monthlyAllowance: unlimited ? null : Number(amount) },
      {
        onSuccess: () => notify({ color: 'teal', message: t('settings.saved') }),
        onError: (error) =>
          notify({ color: 'red', title: t('settings.failed'), message: errorMessage(error) }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={label}
          description={t('settings.toolQuotas.hint')}
          value={unlimited ? '' : amount}
          onChange={setAmount}
          disabled={unlimited}
          min={0}
          max={100000}
          allowDecimal={false}
          allowNegative={false}
          error={valid ? undefined : t('validation:out_of_range', { field: label })}
          w={260}
        />
        <Checkbox
          label={t('settings.toolQuotas.unlimited')}
          checked={unlimited}
          onChange={(event) => setUnlimited(event.currentTarget.checked)}
          mb={8}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Group>
      {quota.updatedBy ? null : (
        <Text size="xs" c="dimmed" mt={4}>
          {t('settings.toolQuotas.default')}
        </Text>
      )}
    </form>
  );
}
