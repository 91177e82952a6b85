import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEntry } from '@soundpost/contracts/plans';
import { formatPrice } from '../../../lib/money.ts';
import { PlanAction, type PlanActionProps } from './plan-action.tsx';

type Props = Omit<PlanActionProps, 'plan'> & { plans: PlanEntry[] };

/** The three plans side by side (stacked on a phone) with the yearly price in force now. */
export function PlanCards({ plans, ...rest }: Props) {
  const { t, i18n } = useTranslation('plans');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {plans.map(({ plan, yearly }) => (
        <Card key={plan} withBorder radius="md" padding="lg" data-plan={plan}>
          <Stack gap="sm" h="100%" justify="space-between">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t(`names.${plan}`)}
              </Title>
              <Text fz={28} fw={700} data-testid={`price-${plan}`}>
                {t('perYear', { price: formatPrice(yearly, i18n.language) })}
              </Text>
              <Text c="dimmed">{t(`taglines.${plan}`)}</Text>
            </Stack>
            <PlanAction plan={plan} {...rest} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
