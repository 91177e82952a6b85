import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PresaveCampaignStatus } from '@soundpost/contracts/presave';

const colours: Record<PresaveCampaignStatus, string> = {
  scheduled: 'violet',
  released: 'teal',
  removed: 'gray',
};

export function CampaignStatusBadge({ status }: { status: PresaveCampaignStatus }) {
  const { t } = useTranslation('presave');
  return (
    <Badge color={colours[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
