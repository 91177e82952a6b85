import { Alert, Button, FileInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/forms.ts';
import type { ReportUpload } from '../lib/report-upload.ts';

type Props = {
  report: Pick<ReportUpload, 'file' | 'setFile' | 'missing'>;
  /** The upload's failure, shown with the API's reason. */
  error: unknown;
  pending: boolean;
  /**
   * Where the form's texts are, `namespace:key.prefix.`: its `file`, `fileHint`, `clearFile`,
   * `fileRequired`, `failed` and `submit`.
   */
  texts: string;
};

/** The end of a report import form: the report file, why the last upload failed, and send. */
export function ReportUploadFields({ report, error, pending, texts }: Props) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${texts}${key}`);
  return (
    <>
      <FileInput
        label={text('file')}
        description={text('fileHint')}
        accept=".tsv,.txt,.csv,text/tab-separated-values,text/plain,text/csv"
        value={report.file}
        onChange={report.setFile}
        clearable
        clearButtonProps={{ 'aria-label': text('clearFile') }}
        required
        error={report.missing && !report.file ? text('fileRequired') : undefined}
      />
      {error ? (
        <Alert color="red" role="alert" title={text('failed')}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {text('submit')}
      </Button>
    </>
  );
}
