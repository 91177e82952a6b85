import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRequestStatus } from '@soundpost/contracts/forms';

const colors: Record<FormRequestStatus, string> = {
  open: 'blue',
  in_progress: 'yellow',
  approved: 'green',
  rejected: 'gray',
};

export function RequestStatusBadge({ status }: { status: FormRequestStatus }) {
  const { t } = useTranslation('forms');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
