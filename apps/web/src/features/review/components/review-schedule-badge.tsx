import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseSchedule } from '@soundpost/contracts/catalog';

const colors: Record<ReleaseSchedule, string> = {
  express: 'red',
  priority: 'orange',
  standard: 'gray',
};

/**
 * The release's schedule; express and priority stand out, as the queue puts them first. Light
 * badges in every case: an outline badge's gray text falls below 4.5:1 on white.
 */
export function ReviewScheduleBadge({ schedule }: { schedule: ReleaseSchedule }) {
  const { t } = useTranslation('review');
  return (
    <Badge color={colors[schedule]} variant="light">
      {t(`schedules.${schedule}`)}
    </Badge>
  );
}
