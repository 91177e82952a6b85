import { useState } from 'react';
import { Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  trendFormats,
  trendImportFieldsSchema,
  type TrendImportFields,
} from '@soundpost/contracts/analytics';
import { useAdminStores } from '../../../lib/admin-stores.ts';
import { applyFieldErrors, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { ReportUploadFields } from '../../../components/report-upload-fields.tsx';
import { useImportTrend } from '../api/trend-imports.ts';

const labels = {
  store: 'analytics-admin:form.store',
  format: 'analytics-admin:form.format',
};

/**
 * Uploads a store's trend (daily usage) report: which store sent it and in which format (a CSV
 * is read with the trend mapping saved for that store).
 */
export function TrendImportForm() {
  const { t } = useTranslation(['analytics-admin', 'common']);
  const stores = useAdminStores();
  const upload = useImportTrend();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const form = useForm<TrendImportFields>({
    initialValues: { store: '', format: 'tsv' },
    ...schemaFormOptions(trendImportFieldsSchema, labels),
  });

  const submit = form.onSubmit(
    (fields) => {
      setFileMissing(!file);
      if (!file) return;
      upload.mutate(
        { fields, file },
        {
          onSuccess: (result) => {
            notify({
              color: 'teal',
              message: t('form.done', {
                lines: result.lines,
                matched: result.matched,
                replaced: result.replaced,
              }),
            });
            form.reset();
            setFile(null);
          },
          onError: (error) => applyFieldErrors(form, error),
        },
      );
    },
    () => setFileMissing(!file),
  );

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
          <ReportUploadFields
            file={file}
            onFile={setFile}
            missing={fileMissing}
            error={upload.error}
            pending={upload.isPending}
            labels={{
              file: t('form.file'),
              fileHint: t('form.fileHint'),
              clearFile: t('form.clearFile'),
              fileRequired: t('form.fileRequired'),
              failed: t('form.failed'),
              submit: t('form.submit'),
            }}
          />
        </Stack>
      </form>
    </Paper>
  );
}
