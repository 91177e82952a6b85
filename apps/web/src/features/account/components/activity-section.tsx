import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../../../components/activity-list.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useActivity } from '../api/get-activity.ts';
import { SectionCard } from '../../../components/section-card.tsx';

/** The account's security history, a page at a time. */
export function ActivitySection() {
  const { t } = useTranslation(['account', 'errors']);
  const activity = useActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <SectionCard
      id="account-activity"
      title={t('activity.title')}
      description={t('activity.description')}
    >
      {activity.isPending ? (
        <Skeleton h={160} />
      ) : activity.isError ? (
        <Alert color="red" variant="light">
          {t('activity.loadFailed')} {errorMessage(activity.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('activity.empty')}</Text>
      ) : (
        <ActivityList items={items} />
      )}
      {activity.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            onClick={() => void activity.fetchNextPage()}
            loading={activity.isFetchingNextPage}
          >
            {t('activity.loadMore')}
          </Button>
        </Group>
      ) : null}
    </SectionCard>
  );
}
