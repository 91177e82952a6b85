import { List, Text } from '@mantine/core';
import { SectionCard } from '../../../../components/section-card.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { eventText } from '../../utils/lifecycle.ts';

type Event = ReleaseDetail['activity'][number];

/** The reason of a reopening and the team's words (note or message), under the event. */
function EventDetail({ event }: { event: Event }) {
  const { t } = useTranslation('releases');
  const reason = eventText(event, 'reason');
  const words = eventText(event, 'note');
  if (!reason && !words) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {reason ? t('detail.activityReason', { reason: t(`reasons.${reason}.name`) }) : null}
      {reason && words ? ' · ' : null}
      {words ? t('detail.activityMessage', { message: words }) : null}
    </Text>
  );
}

/** What happened to the release, newest first, with who did it. */
export function ReleaseActivity({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  return (
    <SectionCard id="activity-title" title={t('detail.activity')}>
      {release.activity.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('detail.noActivity')}
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {release.activity.map((event) => (
            <List.Item key={event.id}>
              <Text size="sm" span fw={500}>
                {t(`activityKinds.${event.kind}`)}
              </Text>{' '}
              <Text size="sm" span c="dimmed">
                {t(`detail.by.${event.by}`)} · {formatDateTime(event.at)}
              </Text>
              <EventDetail event={event} />
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
