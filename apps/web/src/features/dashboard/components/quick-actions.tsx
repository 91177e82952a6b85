import { Button, Group } from '@mantine/core';
import { IconChartBar, IconDisc, IconMicrophone2, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ReleaseAllowanceNotice } from '../../../components/release-allowance-notice.tsx';
import type { ReleaseOverview } from '../api/get-release-overview.ts';

/**
 * What an artist does next: start a release (while the month's allowance has room), add an
 * artist, see the releases and royalties; on the free plan the allowance leads to the plans.
 */
export function QuickActions({ allowance }: { allowance: ReleaseOverview['allowance'] }) {
  const { t } = useTranslation('dashboard');
  const usedUp = allowance !== null && allowance.used >= allowance.limit;
  return (
    <SectionCard id="dashboard-actions" title={t('actions.title')}>
      <ReleaseAllowanceNotice allowance={allowance} />
      <Group gap="sm">
        {usedUp ? null : (
          <Button
            component={Link}
            to={paths.releases.create.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('actions.newRelease')}
          </Button>
        )}
        <Button
          component={Link}
          to={paths.artists.create.getHref()}
          variant="default"
          leftSection={<IconMicrophone2 size={16} aria-hidden />}
        >
          {t('actions.newArtist')}
        </Button>
        <Button
          component={Link}
          to={paths.releases.list.getHref()}
          variant="default"
          leftSection={<IconDisc size={16} aria-hidden />}
        >
          {t('actions.releases')}
        </Button>
        <Button
          component={Link}
          to={paths.royalties.getHref()}
          variant="default"
          leftSection={<IconChartBar size={16} aria-hidden />}
        >
          {t('actions.royalties')}
        </Button>
      </Group>
    </SectionCard>
  );
}
