import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseStatus } from '@soundpost/contracts/catalog';
import { statusColors } from '../utils/status.ts';

/** A release's status, translated (spec section 4). */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  const { t } = useTranslation('releases');
  return (
    <Badge variant="light" color={statusColors[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
