import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SmartLinkStatus } from '@soundpost/contracts/smart-links';

const colors: Record<SmartLinkStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  removed: 'red',
};

/** A link's status as a badge: active, inactive or removed. */
export function LinkStatusBadge({ status }: { status: SmartLinkStatus }) {
  const { t } = useTranslation('smart-links');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
