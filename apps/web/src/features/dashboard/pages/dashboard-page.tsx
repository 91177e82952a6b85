import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session.ts';
import { useReleaseAllowance, useReleaseOverview } from '../api/get-release-overview.ts';
import { QuickActions } from '../components/quick-actions.tsx';
import { RecentActivityCard } from '../components/recent-activity-card.tsx';
import { ReleaseActivityCard } from '../components/release-activity-card.tsx';
import { ReleasesCard } from '../components/releases-card.tsx';
import { RevenueCard } from '../components/revenue-card.tsx';

/**
 * The signed-in home: quick actions, the latest and upcoming releases with their status, what
 * happened to them lately, the royalty balance, and the account's own events.
 * `notice`: what waits for the user elsewhere (app/ composes the splits feature's notice);
 * `listening`: the last 28 days of streams, listeners and revenue (the analytics feature's card).
 * Each card reads its own query behind a memo boundary: an answer re-renders its card alone,
 * never the page (a phone's main thread, decision 043).
 */
export function DashboardPage({
  notice,
  listening,
}: {
  notice?: ReactNode;
  listening?: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Greeting />
        {notice}
        <Actions />
        {listening}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Releases />
          <ReleaseActivity />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RevenueCard />
          <RecentActivityCard />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

const Greeting = memo(function Greeting() {
  const { t } = useTranslation('dashboard');
  const user = useUser();
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  return (
    <Stack gap={4}>
      {/* A name without spaces (a username) would push the page wider than a phone. */}
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t('greeting', { name: firstName || user?.username })}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
    </Stack>
  );
});

/** The allowance alone: the rest of the overview arriving does not re-render the actions. */
const Actions = memo(function Actions() {
  return <QuickActions allowance={useReleaseAllowance()} />;
});

const Releases = memo(function Releases() {
  return <ReleasesCard overview={useReleaseOverview()} />;
});

const ReleaseActivity = memo(function ReleaseActivity() {
  return <ReleaseActivityCard overview={useReleaseOverview()} />;
});
