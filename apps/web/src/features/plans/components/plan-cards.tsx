import type { ComponentType } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEntry } from '@soundpost/contracts/plans';
import type { Plan } from '@soundpost/contracts/users';
import { formatPrice } from '../../../lib/money.ts';

/** What a plan's card offers under its price: billing's `PlanAction`, handed in by app/. */
export type PlanActionProps = {
  plan: Plan;
  /** The signed-in user's plan; null for a visitor. */
  current: Plan | null;
  /** The link that led here (`from`), recorded with the purchase. */
  from: string | null;
};

export type PlanCardsProps = Omit<PlanActionProps, 'plan'> & {
  plans: PlanEntry[];
  PlanAction: ComponentType<PlanActionProps>;
};

/** The three plans side by side (stacked on a phone) with the yearly price in force now. */
export function PlanCards({ plans, PlanAction, ...rest }: PlanCardsProps) {
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
