import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDisc } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session.ts';
import { EmptyStateCard } from '../components/empty-state-card.tsx';
import { RecentActivityCard } from '../components/recent-activity-card.tsx';

/** The signed-in home. Releases and royalties arrive with their features; until then, empty states. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useUser();
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('greeting', { name: firstName || user?.username })}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <EmptyStateCard
            id="dashboard-releases"
            title={t('releases.title')}
            body={t('releases.empty')}
            icon={<IconDisc size={26} />}
          />
          <EmptyStateCard
            id="dashboard-revenue"
            title={t('revenue.title')}
            body={t('revenue.empty')}
            icon={<IconChartBar size={26} />}
          />
        </SimpleGrid>
        <RecentActivityCard />
      </Stack>
    </Container>
  );
}
