import { Group, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminStore } from '../api/store-list.ts';
import type { StoreFormValues } from '../utils/store-form.ts';
import { StoreSecretInput } from './store-secret-input.tsx';
import { monospaceInput } from '../utils/store-styles.ts';

/** The chosen transport's settings and secrets. */
export function StoreTransportFields({
  form,
  store,
}: {
  form: UseFormReturnType<StoreFormValues>;
  store: AdminStore;
}) {
  const { t } = useTranslation('store-admin');
  // A secret counts as set only while the store keeps its transport.
  const isSet = (name: AdminStore['secretsSet'][number]) =>
    store.transport === form.values.transport && store.secretsSet.includes(name);

  if (form.values.transport === 'folder') {
    return (
      <TextInput
        {...form.getInputProps('folder.path')}
        label={t('fields.folderPath')}
        description={t('hints.folderPath', { id: store.id })}
        spellCheck={false}
      />
    );
  }
  if (form.values.transport === 'sftp') {
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('sftp.host')}
            label={t('fields.host')}
            required
            spellCheck={false}
          />
          <NumberInput
            {...form.getInputProps('sftp.port')}
            label={t('fields.port')}
            min={1}
            max={65535}
            required
          />
          <TextInput
            {...form.getInputProps('sftp.username')}
            label={t('fields.username')}
            required
            spellCheck={false}
          />
          <TextInput
            {...form.getInputProps('sftp.path')}
            label={t('fields.remotePath')}
            description={t('hints.remotePath')}
            spellCheck={false}
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('sftp.hostKeyFingerprint')}
          label={t('fields.hostKeyFingerprint')}
          description={t('hints.hostKeyFingerprint')}
          placeholder="SHA256:…"
          required
          spellCheck={false}
          styles={monospaceInput}
        />
        <StoreSecretInput form={form} name="password" isSet={isSet('password')} />
        <StoreSecretInput form={form} name="privateKey" isSet={isSet('privateKey')} multiline />
      </>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...form.getInputProps('s3.bucket')}
          label={t('fields.bucket')}
          required
          spellCheck={false}
        />
        <TextInput
          {...form.getInputProps('s3.prefix')}
          label={t('fields.prefix')}
          spellCheck={false}
        />
        <TextInput
          {...form.getInputProps('s3.region')}
          label={t('fields.region')}
          spellCheck={false}
        />
        <TextInput
          {...form.getInputProps('s3.endpoint')}
          label={t('fields.endpoint')}
          description={t('hints.endpoint')}
          type="url"
          spellCheck={false}
        />
      </SimpleGrid>
      <Group>
        <Switch
          {...form.getInputProps('s3.forcePathStyle', { type: 'checkbox' })}
          label={t('fields.forcePathStyle')}
        />
      </Group>
      <TextInput
        {...form.getInputProps('s3.accessKeyId')}
        label={t('fields.accessKeyId')}
        required
        spellCheck={false}
      />
      <StoreSecretInput form={form} name="secretAccessKey" isSet={isSet('secretAccessKey')} />
    </>
  );
}
