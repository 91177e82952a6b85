import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ActivityList } from '../../../components/activity-list.tsx';
import { useRecentActivity } from '../api/get-recent-activity.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { Loaded } from './loaded.tsx';

export function RecentActivityCard() {
  const { t } = useTranslation('dashboard');
  const activity = useRecentActivity();
  return (
    <SectionCard
      id="dashboard-activity"
      title={t('activity.title')}
      action={
        <Anchor component={Link} to={paths.account.security.getHref()} size="sm">
          {t('activity.all')}
        </Anchor>
      }
    >
      <Loaded query={activity} loadFailed={t('activity.loadFailed')} skeletonRows={3}>
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed">{t('activity.empty')}</Text>
          ) : (
            <ActivityList items={items} />
          )
        }
      </Loaded>
    </SectionCard>
  );
}
