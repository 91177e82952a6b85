import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseStatus } from '@soundpost/contracts/catalog';

/** The badge colour of each release status: grey while the artist works, teal once out. */
const statusColors: Record<ReleaseStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_review: 'indigo',
  in_process: 'violet',
  approved: 'cyan',
  rejected: 'red',
  published: 'teal',
  live: 'green',
  processing: 'violet',
  expired: 'dark',
  removed: 'dark',
  reopened: 'orange',
  takedown_requested: 'pink',
  unknown: 'gray',
};

/** A release's status, translated (spec section 4); the releases list and the dashboard show it. */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  const { t } = useTranslation('releases');
  return (
    // Never squeezed into "GÖNDE…" beside a long title: the title gives way instead.
    <Badge variant="light" color={statusColors[status]} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
