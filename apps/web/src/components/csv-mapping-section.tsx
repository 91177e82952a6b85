import { Alert, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../lib/admin-stores.ts';
import type { CsvMapping, MappingTarget } from '../lib/csv-mapping.ts';
import { errorMessage } from '../lib/forms.ts';
import { CsvMappingForm, type CsvMappingConfig, type SaveMapping } from './csv-mapping-form.tsx';

type Props<M extends CsvMapping> = {
  config: CsvMappingConfig<M>;
  /** Which store is shown (the page's import form may choose it). */
  target: MappingTarget;
  /** The chosen store's saved mapping (null: none yet). */
  mapping: UseQueryResult<M | null>;
  save: SaveMapping<M>;
};

/**
 * An admin page's "column mappings" section (decision 045): the admin picks a store, as the
 * import form does, and edits its saved CSV mapping, or starts one when it has none.
 */
export function CsvMappingSection<M extends CsvMapping>({
  config,
  target,
  mapping,
  save,
}: Props<M>) {
  const { t } = useTranslation(['admin', config.texts.split(':')[0]!]);
  const stores = useAdminStores();
  const store = stores.data?.items.find((s) => s.id === target.storeId);
  const choose = (storeId: string | null) => {
    // A failure to save one store's mapping is not the next store's.
    save.reset();
    target.setStoreId(storeId);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={target.headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={target.headingId} tabIndex={-1}>
            {t(`${config.texts}title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${config.texts}description`)}
          </Text>
        </Stack>
        <Select
          label={t('csvMapping.store')}
          data={(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          searchable
          value={target.storeId}
          onChange={choose}
          maw={{ sm: 360 }}
        />
        {!store ? null : mapping.isPending ? (
          <Skeleton h={240} />
        ) : mapping.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(mapping.error)}
          </Alert>
        ) : (
          <>
            {mapping.data === null ? (
              <Text size="sm">{t('csvMapping.none', { store: store.name })}</Text>
            ) : null}
            <CsvMappingForm
              key={store.id}
              config={config}
              storeId={store.id}
              storeName={store.name}
              saved={mapping.data}
              save={save}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
