import { Anchor, Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEntry } from '@soundpost/contracts/plans';
import type { Plan } from '@soundpost/contracts/users';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatPrice } from '../comparison-rows.ts';

type Props = {
  plans: PlanEntry[];
  /** The signed-in user's plan; null for a visitor. */
  current: Plan | null;
  /** The link that led here (`from`), carried into the contact message. */
  from: string | null;
  supportEmail: string | null;
};

/** What a plan's card offers: sign-up, "your plan", or — until checkout exists — contact. */
function PlanAction({ plan, current, from, supportEmail }: Omit<Props, 'plans'> & { plan: Plan }) {
  const { t } = useTranslation('plans');
  if (plan === current) return <Badge variant="light">{t('cta.current')}</Badge>;
  if (plan === 'lite') {
    return current ? null : (
      <LinkButton to={paths.auth.signup.getHref()}>{t('cta.signUp')}</LinkButton>
    );
  }
  const name = t(`names.${plan}`);
  const mail = new URLSearchParams({
    subject: t('cta.mailSubject', { plan: name }),
    body: t('cta.mailBody', { plan: name, from: from ?? 'upgrade' }),
  });
  return (
    <Stack gap={6}>
      {/* A long label wraps on a phone instead of being cut off. */}
      <Button disabled h="auto" py={8} styles={{ label: { whiteSpace: 'normal' } }}>
        {t('cta.soon')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('cta.soonHint')}
      </Text>
      {supportEmail ? (
        <Anchor size="sm" href={`mailto:${supportEmail}?${mail.toString().replaceAll('+', '%20')}`}>
          {t('cta.contact', { plan: name })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

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
