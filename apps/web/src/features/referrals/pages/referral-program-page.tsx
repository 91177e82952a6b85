import { Alert, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { ReferralLinkCard } from '../components/referral-link-card.tsx';
import { ReferralTierCard } from '../components/referral-tier-card.tsx';

/**
 * `/referral-program`: the user's code and link to share, how many signed up and count, and
 * each reward tier in progress or completed (spec sections 2 and 4, decision 051).
 */
export function ReferralProgramPage() {
  const { t } = useTranslation('referrals');
  const referrals = useReferrals();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {referrals.isPending ? (
          <Skeleton h={240} radius="lg" />
        ) : referrals.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(referrals.error)}
          </Alert>
        ) : (
          <>
            <ReferralLinkCard code={referrals.data.code} link={referrals.data.link} />
            <Group gap="xl" data-testid="referral-counts">
              <Text>{t('counts.signedUp', { count: referrals.data.signedUp })}</Text>
              <Text>{t('counts.counted', { count: referrals.data.counted })}</Text>
            </Group>
            <Stack gap="md" component="section" aria-labelledby="referral-tiers">
              <Title order={2} size="h3" id="referral-tiers">
                {t('tiers.heading')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('tiers.rule')}
              </Text>
              {referrals.data.tiers.length === 0 ? (
                <Text>{t('tiers.none')}</Text>
              ) : (
                <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {referrals.data.tiers.map((tier) => (
                    <ReferralTierCard key={tier.id} tier={tier} />
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
