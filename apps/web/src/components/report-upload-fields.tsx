import { Alert, Button, FileInput } from '@mantine/core';
import { errorMessage } from '../lib/forms.ts';
import type { ReportUpload } from '../lib/report-upload.ts';

type Props = {
  report: Pick<ReportUpload, 'file' | 'setFile' | 'missing'>;
  /** The upload's failure, shown with the API's reason. */
  error: unknown;
  pending: boolean;
  labels: {
    file: string;
    fileHint: string;
    clearFile: string;
    fileRequired: string;
    failed: string;
    submit: string;
  };
};

/** The end of a report import form: the report file, why the last upload failed, and send. */
export function ReportUploadFields({ report, error, pending, labels }: Props) {
  return (
    <>
      <FileInput
        label={labels.file}
        description={labels.fileHint}
        accept=".tsv,.txt,.csv,text/tab-separated-values,text/plain,text/csv"
        value={report.file}
        onChange={report.setFile}
        clearable
        clearButtonProps={{ 'aria-label': labels.clearFile }}
        required
        error={report.missing && !report.file ? labels.fileRequired : undefined}
      />
      {error ? (
        <Alert color="red" role="alert" title={labels.failed}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {labels.submit}
      </Button>
    </>
  );
}
