import { memo } from 'react';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useNearView } from '../../../components/when-near-view.tsx';
import { formatMoney, isZeroMoney } from '../../../lib/money.ts';
import { useRoyaltySummary } from '../api/get-royalty-summary.ts';
import { Loaded } from './loaded.tsx';

/**
 * The royalty balance, what of it can be withdrawn and what is still pending, linked to the
 * royalties page; until the stores report a first line, what will appear here. At the bottom
 * of the dashboard: it asks for the summary once it nears the viewport (a skeleton until then),
 * and re-renders for that answer alone (memo).
 */
export const RevenueCard = memo(function RevenueCard() {
  const { t } = useTranslation('dashboard');
  const [near, nearView] = useNearView<HTMLDivElement>();
  const summary = useRoyaltySummary({ enabled: nearView });
  const earnedAnything = summary.data
    ? !isZeroMoney(summary.data.earned) || !isZeroMoney(summary.data.balance)
    : false;
  return (
    <SectionCard
      id="dashboard-revenue"
      title={t('revenue.title')}
      action={
        earnedAnything ? (
          <Anchor component={Link} to={paths.royalties.getHref()} size="sm">
            {t('revenue.all')}
          </Anchor>
        ) : null
      }
    >
      <div ref={near}>
        <Loaded query={summary} loadFailed={t('revenue.loadFailed')}>
          {(data) =>
            earnedAnything ? (
              <Stack gap="xs">
                <Stack gap={0}>
                  <Text size="sm" c="dimmed">
                    {t('revenue.balance')}
                  </Text>
                  <Text fz={32} fw={700} lh={1.2}>
                    {formatMoney(data.balance)}
                  </Text>
                </Stack>
                <Group gap="lg">
                  <Text size="sm">
                    {t('revenue.available', { amount: formatMoney(data.available) })}
                  </Text>
                  <Text size="sm">
                    {t('revenue.pending', { amount: formatMoney(data.pending) })}
                  </Text>
                </Group>
              </Stack>
            ) : (
              <Stack align="center" gap="xs" py="lg" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                  <IconChartBar size={26} />
                </ThemeIcon>
                <Text c="dimmed" maw={360}>
                  {t('revenue.empty')}
                </Text>
              </Stack>
            )
          }
        </Loaded>
      </div>
    </SectionCard>
  );
});
