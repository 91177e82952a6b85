import { Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';

/** What happened to the release, newest first. */
export function ReleaseActivity({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="activity-title">
      <Title order={2} size="h4" id="activity-title" mb="md">
        {t('detail.activity')}
      </Title>
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
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
