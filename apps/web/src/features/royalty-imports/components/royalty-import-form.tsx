import { Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  reportFormats,
  royaltyImportFieldsSchema,
  type RoyaltyImportFields,
} from '@soundpost/contracts/royalties';
import { schemaFormOptions } from '../../../lib/forms.ts';
import { useReportUpload } from '../../../lib/report-upload.ts';
import { CsvMappingNote } from '../../../components/csv-mapping-note.tsx';
import { ReportUploadFields } from '../../../components/report-upload-fields.tsx';
import { useImportReport } from '../api/royalty-imports.ts';
import { useReportMapping } from '../api/report-mapping.ts';
import { useAdminStores } from '../../../lib/admin-stores.ts';

const labels = {
  store: 'royalties:admin.form.store',
  period: 'royalties:admin.form.period',
  currency: 'royalties:admin.form.currency',
  exchangeRate: 'royalties:admin.form.exchangeRate',
  format: 'royalties:admin.form.format',
};

type ReportFormat = (typeof reportFormats)[number];

/**
 * Uploads a store's report: which store, which month, which currency (and its rate), in which
 * format (a CSV is read with the column mapping saved for that store, which `onEditMapping`
 * shows).
 */
export function RoyaltyImportForm({ onEditMapping }: { onEditMapping: (storeId: string) => void }) {
  const { t } = useTranslation(['royalties', 'common']);
  const stores = useAdminStores();
  const upload = useImportReport();
  const storeNamed = (name: string) => stores.data?.items.find((s) => s.name === name);
  const form = useForm({
    initialValues: {
      store: '',
      period: '',
      currency: 'USD',
      exchangeRate: '',
      format: 'tsv' as ReportFormat,
    },
    transformValues: (v): RoyaltyImportFields => ({
      store: v.store,
      period: v.period.trim(),
      currency: v.currency.trim().toUpperCase(),
      exchangeRate: v.exchangeRate.trim() || undefined,
      format: v.format,
      storeId: v.format === 'csv' ? storeNamed(v.store)?.id : undefined,
    }),
    ...schemaFormOptions(royaltyImportFieldsSchema, labels),
  });
  const inUsd = form.values.currency.trim().toUpperCase() === 'USD';
  const csvStore = form.values.format === 'csv' ? storeNamed(form.values.store) : undefined;
  const mapping = useReportMapping(csvStore?.id ?? null);

  const report = useReportUpload(upload, form, (result) =>
    t('admin.form.done', {
      lines: result.lines,
      matched: result.matched,
      unmatched: result.unmatched,
    }),
  );
  const submit = form.onSubmit(
    (fields) => report.send({ ...fields, exchangeRate: inUsd ? undefined : fields.exchangeRate }),
    report.markMissing,
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="royalty-import-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="royalty-import-title">
            {t('admin.form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('admin.form.store')}
              data={(stores.data?.items ?? []).map((s) => s.name)}
              searchable
              required
              {...form.getInputProps('store')}
            />
            <TextInput
              label={t('admin.form.period')}
              description={t('admin.form.periodHint')}
              placeholder="2026-03"
              required
              {...form.getInputProps('period')}
            />
            <Select
              label={t('admin.form.format')}
              data={reportFormats.map((f) => ({ value: f, label: t(`admin.form.formats.${f}`) }))}
              allowDeselect={false}
              required
              {...form.getInputProps('format')}
            />
            <TextInput
              label={t('admin.form.currency')}
              required
              maxLength={3}
              {...form.getInputProps('currency')}
            />
            {!inUsd && (
              <TextInput
                label={t('admin.form.exchangeRate')}
                description={t('admin.form.exchangeRateHint')}
                inputMode="decimal"
                required
                {...form.getInputProps('exchangeRate')}
              />
            )}
          </SimpleGrid>
          {csvStore ? (
            <CsvMappingNote
              mapping={mapping}
              storeName={csvStore.name}
              onEdit={() => onEditMapping(csvStore.id)}
            />
          ) : null}
          <ReportUploadFields
            report={report}
            error={upload.error}
            pending={upload.isPending}
            texts="royalties:admin.form."
          />
        </Stack>
      </form>
    </Paper>
  );
}
