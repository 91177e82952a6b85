import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReferralTierProgress } from '@soundpost/contracts/referrals';
import { formatDay } from '../../../lib/format.ts';

/** One reward tier: its reward, its progress (n of m) and whether it is completed. */
export function ReferralTierCard({ tier }: { tier: ReferralTierProgress }) {
  const { t, i18n } = useTranslation('referrals');
  const completed = tier.status === 'completed';
  const reward = t('tier.reward', {
    count: tier.rewardDays,
    plan: t(`plans.${tier.rewardPlan}`),
  });
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="li"
      data-testid={`referral-tier-${tier.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{reward}</Text>
          <Badge color={completed ? 'teal' : 'gray'} variant="light">
            {completed ? t('tier.completed') : t('tier.inProgress')}
          </Badge>
        </Group>
        <Progress
          value={(tier.counted / tier.threshold) * 100}
          color={completed ? 'teal' : 'brand'}
          aria-label={t('tier.progressLabel', { reward })}
        />
        <Text size="sm" c="dimmed">
          {t('tier.progress', { counted: tier.counted, threshold: tier.threshold })}
        </Text>
        {tier.rewardedAt ? (
          <Text size="sm">
            {t('tier.rewardedAt', { date: formatDay(tier.rewardedAt, i18n.language) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
