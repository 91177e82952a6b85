import { Button, Drawer, Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { storeTransports, type StoreTransport } from '@soundpost/contracts/stores';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import type { AdminStore } from '../api/store-list.ts';
import { useUpdateStore } from '../api/store-update.ts';
import {
  formErrors,
  storeFormValues,
  storePatch,
  validateStoreForm,
  type StoreFormValues,
} from '../utils/store-form.ts';
import { translateStoreFieldError } from '../utils/store-field-error.ts';
import { StoreConnectionTest } from './store-connection-test.tsx';
import { StoreTransportFields } from './store-transport-fields.tsx';
import { monospaceInput } from '../utils/store-styles.ts';

/** Edits one store's name, party id, link template and transport (secrets write-only). */
export function StoreDrawer({ store, onClose }: { store: AdminStore | null; onClose: () => void }) {
  const { t } = useTranslation('store-admin');
  return (
    <Drawer
      opened={store !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={store ? t('drawer.title', { name: store.name }) : ''}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {/* Keyed by store: a new form for every store opened. */}
      {store ? <StoreForm key={store.id} store={store} onClose={onClose} /> : null}
    </Drawer>
  );
}

const labels: Record<string, string> = {
  name: 'store-admin:fields.name',
  partyId: 'store-admin:fields.partyId',
  linkTemplate: 'store-admin:fields.linkTemplate',
};

function StoreForm({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const { t } = useTranslation('store-admin');
  const update = useUpdateStore();
  const form = useForm<StoreFormValues>({
    initialValues: storeFormValues(store),
    validate: (values) => validateStoreForm(store, values),
    enhanceGetInputProps: ({ inputProps, field }) =>
      typeof inputProps.error === 'string'
        ? { error: translateStoreFieldError(inputProps.error, labels[field]), 'aria-invalid': true }
        : undefined,
  });

  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      { id: store.id, patch: storePatch(store, values) },
      {
        onSuccess: (saved) => {
          notify({ color: 'teal', message: t('drawer.saved', { name: saved.name }) });
          form.setInitialValues(storeFormValues(saved));
          form.setValues(storeFormValues(saved));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            form.setErrors(formErrors(error.fields, values.transport));
          } else {
            notify({ color: 'red', title: t('common:error'), message: errorMessage(error) });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput {...form.getInputProps('name')} label={t('fields.name')} required />
        <TextInput
          {...form.getInputProps('partyId')}
          label={t('fields.partyId')}
          description={
            store.partyIdIsPlaceholder ? t('hints.partyIdPlaceholder') : t('hints.partyId')
          }
          required
          spellCheck={false}
          styles={monospaceInput}
        />
        <TextInput
          {...form.getInputProps('linkTemplate')}
          label={t('fields.linkTemplate')}
          description={t('hints.linkTemplate')}
          type="url"
          spellCheck={false}
        />
        <Input.Wrapper label={t('fields.transport')} id={`transport-${store.id}`}>
          <SegmentedControl
            fullWidth
            aria-labelledby={`transport-${store.id}-label`}
            value={form.values.transport}
            onChange={(value) => form.setFieldValue('transport', value as StoreTransport)}
            data={storeTransports.map((value) => ({ value, label: t(`transports.${value}`) }))}
          />
        </Input.Wrapper>
        <StoreTransportFields form={form} store={store} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('drawer.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('drawer.save')}
          </Button>
        </Group>
        <StoreConnectionTest storeId={store.id} dirty={form.isDirty()} />
      </Stack>
    </form>
  );
}
