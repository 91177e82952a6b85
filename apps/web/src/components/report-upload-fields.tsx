import { Alert, Button, FileInput } from '@mantine/core';
import { errorMessage } from '../lib/forms.ts';

type Props = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The form was sent without a file. */
  missing: boolean;
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
export function ReportUploadFields({ file, onFile, missing, error, pending, labels }: Props) {
  return (
    <>
      <FileInput
        label={labels.file}
        description={labels.fileHint}
        accept=".tsv,.txt,.csv,text/tab-separated-values,text/plain,text/csv"
        value={file}
        onChange={onFile}
        clearable
        clearButtonProps={{ 'aria-label': labels.clearFile }}
        required
        error={missing && !file ? labels.fileRequired : undefined}
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
