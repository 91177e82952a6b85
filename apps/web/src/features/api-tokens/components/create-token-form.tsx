import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { tokenScopes } from '@soundpost/contracts/analytics';
import {
  apiTokenExpiryChoices,
  apiTokenInputSchema,
  type ApiTokenCreated,
  type ApiTokenInput,
} from '@soundpost/contracts/api-tokens';
import { SectionCard } from '../../../components/section-card.tsx';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateApiToken } from '../api/api-tokens.ts';
import { scopeLabel } from './scope-label.ts';

const labels = {
  name: 'account:apiTokens.fields.name',
  scopes: 'account:apiTokens.fields.scopes',
  expiresInDays: 'account:apiTokens.fields.expires',
};

/** Names a new token, picks its scopes and its expiry (30 days unless chosen otherwise). */
export function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const create = useCreateApiToken();
  const form = useForm<ApiTokenInput>({
    initialValues: { name: '', scopes: [], expiresInDays: 30 },
    ...schemaFormOptions(apiTokenInputSchema, labels),
  });

  const onSubmit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
      onError: (error) => {
        if (applyFieldErrors(form, error)) return;
        notify({ color: 'red', title: t('apiTokens.create.failed'), message: errorMessage(error) });
      },
    }),
  );

  return (
    <SectionCard id="api-token-new" title={t('apiTokens.create.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('apiTokens.fields.name')}
            placeholder={t('apiTokens.fields.namePlaceholder')}
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Checkbox.Group label={t('apiTokens.fields.scopes')} {...form.getInputProps('scopes')}>
            <Stack gap="xs" mt="xs">
              {tokenScopes.map((scope) => (
                <Checkbox key={scope} value={scope} label={scopeLabel(t, scope)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={t('apiTokens.fields.expires')}
            allowDeselect={false}
            data={apiTokenExpiryChoices.map((days) => ({
              value: String(days),
              label: t('apiTokens.fields.days', { count: days }),
            }))}
            value={String(form.values.expiresInDays)}
            onChange={(value) => form.setFieldValue('expiresInDays', Number(value))}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('apiTokens.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
