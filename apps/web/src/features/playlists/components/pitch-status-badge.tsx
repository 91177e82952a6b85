import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PitchStatus } from '@soundpost/contracts/playlists';

const colors: Record<PitchStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
};

export function PitchStatusBadge({ status }: { status: PitchStatus }) {
  const { t } = useTranslation('playlists');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
