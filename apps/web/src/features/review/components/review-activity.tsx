import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { ReviewRelease } from '../api/review-release.ts';

/** The release's history of events, with who did each (the platform's jobs name nobody). */
export function ReviewActivity({ activity }: { activity: ReviewRelease['activity'] }) {
  const { t } = useTranslation(['review', 'releases']);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-activity">
      <Title order={2} size="h4" mb="sm" id="review-activity">
        {t('activity.title')}
      </Title>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {activity.map((a) => (
          <li key={a.id}>
            <Text size="sm" fw={500}>
              {t(`releases:activityKinds.${a.kind}`)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={a.at}>{formatDateTime(a.at)}</time> ·{' '}
              {a.by?.name ?? t('activity.platform')}
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
