import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormRequest } from '@soundpost/contracts/forms';
import { errorMessage } from '../../../lib/forms.ts';
import { RequestDetails } from './request-details.tsx';
import { RequestHeading } from './request-heading.tsx';

/**
 * A request as its owner and the team read it, once loaded: heading (with `line` under it),
 * answers, files and thread, then what the page adds (the team's reply form).
 */
export function RequestView<R extends FormRequest>({
  query,
  line,
  children,
}: {
  query: UseQueryResult<R>;
  line: (request: R) => string;
  children?: (request: R) => ReactNode;
}) {
  const { t } = useTranslation('forms');
  if (query.isPending) return <Skeleton h={400} radius="lg" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={760}>
      <RequestHeading request={query.data} line={line(query.data)} />
      <RequestDetails request={query.data} />
      {children?.(query.data)}
    </Stack>
  );
}
