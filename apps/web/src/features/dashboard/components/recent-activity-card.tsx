import { memo } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ActivityList } from '../../../components/activity-list.tsx';
import { useRecentActivity } from '../api/get-recent-activity.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useNearView } from '../../../components/when-near-view.tsx';
import { Loaded } from './loaded.tsx';

/**
 * The account's latest events. At the bottom of the dashboard: it asks for them once it nears
 * the viewport (a skeleton until then), and re-renders for that answer alone (memo).
 */
export const RecentActivityCard = memo(function RecentActivityCard() {
  const { t } = useTranslation('dashboard');
  const [near, nearView] = useNearView<HTMLDivElement>();
  const activity = useRecentActivity(5, { enabled: nearView });
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
      <div ref={near}>
        <Loaded query={activity} loadFailed={t('activity.loadFailed')} skeletonRows={3}>
          {({ items }) =>
            items.length === 0 ? (
              <Text c="dimmed">{t('activity.empty')}</Text>
            ) : (
              <ActivityList items={items} />
            )
          }
        </Loaded>
      </div>
    </SectionCard>
  );
});
