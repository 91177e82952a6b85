import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconChartBar, IconCrown, IconDisc, IconMicrophone2, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ReleaseAllowanceNotice } from '../../../components/release-allowance-notice.tsx';
import type { ReleaseOverview } from '../api/get-release-overview.ts';

/**
 * What an artist does next: start a release (while the month's allowance has room), add an
 * artist, see the releases and royalties, and on the free plan, upgrade.
 */
export function QuickActions({
  allowance,
  free,
}: {
  allowance: ReleaseOverview['allowance'];
  free: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const usedUp = allowance !== null && allowance.used >= allowance.limit;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="dashboard-actions"
    >
      <Title order={2} size="h4" id="dashboard-actions" mb="md">
        {t('actions.title')}
      </Title>
      <Stack gap="md">
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
          {free ? (
            <Button
              component={Link}
              to={paths.upgrade.getHref('dashboard')}
              variant="light"
              leftSection={<IconCrown size={16} aria-hidden />}
            >
              {t('actions.upgrade')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
