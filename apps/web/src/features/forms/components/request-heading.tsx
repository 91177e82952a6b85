import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRequest } from '@soundpost/contracts/forms';
import { RequestStatusBadge } from './request-status-badge.tsx';

/** A request's page heading: its form, its status, and a line under them (when, or who). */
export function RequestHeading({ request, line }: { request: FormRequest; line: string }) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Title order={1}>{t(`forms.${request.formId}.title`)}</Title>
        <RequestStatusBadge status={request.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {line}
      </Text>
    </Stack>
  );
}
