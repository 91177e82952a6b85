import { Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  trendFormats,
  trendImportFieldsSchema,
  type TrendImportFields,
} from '@soundpost/contracts/analytics';
import { useAdminStores } from '../../../lib/admin-stores.ts';
import { schemaFormOptions } from '../../../lib/forms.ts';
import { useReportUpload } from '../../../lib/report-upload.ts';
import { CsvMappingNote } from '../../../components/csv-mapping-note.tsx';
import { ReportUploadFields } from '../../../components/report-upload-fields.tsx';
import { useImportTrend } from '../api/trend-imports.ts';
import { useTrendMapping } from '../api/trend-mapping.ts';

const labels = {
  store: 'analytics-admin:form.store',
  format: 'analytics-admin:form.format',
};

/**
 * Uploads a store's trend (daily usage) report: which store sent it and in which format (a CSV
 * is read with the trend mapping saved for that store, which `onEditMapping` shows).
 */
export function TrendImportForm({ onEditMapping }: { onEditMapping: (storeId: string) => void }) {
  const { t } = useTranslation(['analytics-admin', 'common']);
  const stores = useAdminStores();
  const upload = useImportTrend();
  const form = useForm<TrendImportFields>({
    initialValues: { store: '', format: 'tsv' },
    ...schemaFormOptions(trendImportFieldsSchema, labels),
  });

  const report = useReportUpload(upload, form, (result) =>
    t('form.done', { lines: result.lines, matched: result.matched, replaced: result.replaced }),
  );
  const submit = form.onSubmit(report.send, report.markMissing);
  const csvStore = form.values.format === 'csv' ? form.values.store : '';
  const mapping = useTrendMapping(csvStore || null);
  const csvStoreName = stores.data?.items.find((s) => s.id === csvStore)?.name;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="trend-import-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="trend-import-title">
            {t('form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('form.store')}
              data={(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
              searchable
              required
              {...form.getInputProps('store')}
            />
            <Select
              label={t('form.format')}
              data={trendFormats.map((f) => ({ value: f, label: t(`form.formats.${f}`) }))}
              allowDeselect={false}
              required
              {...form.getInputProps('format')}
            />
          </SimpleGrid>
          {csvStoreName ? (
            <CsvMappingNote
              mapping={mapping}
              storeName={csvStoreName}
              onEdit={() => onEditMapping(csvStore)}
            />
          ) : null}
          <ReportUploadFields
            report={report}
            error={upload.error}
            pending={upload.isPending}
            texts="analytics-admin:form."
          />
        </Stack>
      </form>
    </Paper>
  );
}
