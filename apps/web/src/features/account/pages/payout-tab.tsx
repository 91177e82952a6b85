import {
  Alert,
  Badge,
  Button,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  payoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountInput,
} from '@soundpost/contracts/payouts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatUsd } from '../../../lib/format.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { usePayoutAccount } from '../../../lib/payout-account.ts';
import { useSetPayoutAccount } from '../api/payout-account.ts';

const labels = { method: 'payouts:method', email: 'payouts:email' };

/** The Payout Settings tab (spec sections 3 and 4): method, e-mail, status. */
export function PayoutTab() {
  const { t } = useTranslation(['payouts', 'account', 'errors']);
  const account = usePayoutAccount();
  if (account.isPending) return <Skeleton h={240} radius="lg" />;
  if (account.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('account:loadFailed')}>
        {errorMessage(account.error)}
      </Alert>
    );
  }
  return <PayoutForm account={account.data} />;
}

function PayoutForm({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation(['payouts', 'errors', 'validation']);
  const save = useSetPayoutAccount();
  const form = useForm<PayoutAccountInput>({
    initialValues: {
      method: account.method ?? account.methods[0] ?? 'paypal',
      email: account.email ?? '',
    },
    ...schemaFormOptions(payoutAccountInputSchema, labels),
  });
  const minimum = formatUsd(account.minimumWithdrawal);
  // The provider's own words, when it refused the account (spec section 8).
  const reason =
    save.error instanceof ApiError && typeof save.error.params?.reason === 'string'
      ? save.error.params.reason
      : undefined;

  const onSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.resetDirty();
        notify({ color: 'teal', message: t('saved') });
      },
      onError: (error) => void applyFieldErrors(form, error),
    }),
  );

  return (
    <SectionCard id="account-payout" title={t('title')} description={t('description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={account.status === 'configured' ? 'teal' : 'gray'} variant="light">
              {t(`status.${account.status}`)}
            </Badge>
            {account.sandbox && (
              <Badge color="yellow" variant="filled" autoContrast>
                Sandbox
              </Badge>
            )}
          </Group>
          {account.sandbox && (
            <Alert color="yellow" variant="light">
              {t('sandbox')}
            </Alert>
          )}
          <Radio.Group {...form.getInputProps('method')} label={t('method')} required>
            <Stack gap="xs" mt="xs">
              {account.methods.map((method) => (
                <Radio key={method} value={method} label={t(`methods.${method}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            {...form.getInputProps('email')}
            label={t('email')}
            description={t('emailHint')}
            type="email"
            autoComplete="email"
            required
          />
          <Text size="sm" c="dimmed">
            {t('minimum', { minimum })}
          </Text>
          {save.isError && !form.errors.email && (
            <Alert color="red" variant="light" role="alert" title={t('failed')}>
              {errorMessage(save.error)}
              {reason && <Text size="sm">{t('reason', { reason })}</Text>}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
