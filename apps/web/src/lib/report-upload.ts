import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { applyFieldErrors } from './forms.ts';
import { notify } from './notify.ts';

/**
 * A report import form's file and sending: `send` marks the file missing when none was chosen,
 * else uploads the fields and the file; once imported it says `done(result)`, empties the form
 * and the file; a refusal of fields marks them on the form. `markMissing`: the form's own
 * validation failed (the file's absence is shown with it).
 */
export function useReportUpload<F, R, V>(
  upload: UseMutationResult<R, Error, { fields: F; file: File }>,
  form: Pick<UseFormReturnType<V>, 'reset' | 'setErrors'>,
  done: (result: R) => string,
) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const send = (fields: F) => {
    setMissing(!file);
    if (!file) return;
    upload.mutate(
      { fields, file },
      {
        onSuccess: (result) => {
          notify({ color: 'teal', message: done(result) });
          form.reset();
          setFile(null);
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };
  return { file, setFile, missing, send, markMissing: () => setMissing(!file) };
}

export type ReportUpload = ReturnType<typeof useReportUpload>;
