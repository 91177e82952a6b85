import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReferralTier } from '@soundpost/contracts/referrals';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useReferralTiers, useSaveReferralTier } from '../api/referral-tiers.ts';

/** The referral programme's reward tiers: a card of the admin settings page (decision 051). */
export function ReferralTiersSection() {
  const { t } = useTranslation(['admin', 'errors']);
  const tiers = useReferralTiers();
  return (
    <SectionCard
      id="admin-settings-referral-tiers"
      title={t('settings.referralTiers.title')}
      description={t('settings.referralTiers.description')}
    >
      {tiers.isPending ? (
        <Skeleton h={120} />
      ) : tiers.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('settings.loadFailed')}>
          {errorMessage(tiers.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          {tiers.data.items.map((tier) => (
            <TierRow key={tier.id} tier={tier} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

const whole = (value: number | string) => Number.isInteger(Number(value)) && value !== '';

function TierRow({ tier }: { tier: ReferralTier }) {
  const { t } = useTranslation(['admin', 'errors']);
  const save = useSaveReferralTier();
  const [threshold, setThreshold] = useState<number | string>(tier.threshold);
  const [rewardDays, setRewardDays] = useState<number | string>(tier.rewardDays);
  const [rewardPlan, setRewardPlan] = useState(tier.rewardPlan);
  const [active, setActive] = useState(tier.active);
  const field = (key: string) => t(`settings.referralTiers.${key}`, { tier: tier.id });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!whole(threshold) || !whole(rewardDays)) return;
    const body = { ...tier, threshold: Number(threshold), rewardDays: Number(rewardDays) };
    save.mutate(
      { ...body, rewardPlan, active },
      {
        onSuccess: () => notify({ color: 'teal', message: t('settings.saved') }),
        onError: (error) =>
          notify({ color: 'red', title: t('settings.failed'), message: errorMessage(error) }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={field('tier')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={field('threshold')}
          value={threshold}
          onChange={setThreshold}
          min={1}
          max={10000}
          allowDecimal={false}
          allowNegative={false}
          w={200}
        />
        <Select
          label={field('rewardPlan')}
          data={(['artist', 'pro'] as const).map((plan) => ({
            value: plan,
            label: t(`plans.${plan}`),
          }))}
          value={rewardPlan}
          onChange={(value) => value && setRewardPlan(value as ReferralTier['rewardPlan'])}
          allowDeselect={false}
          w={140}
        />
        <NumberInput
          label={field('rewardDays')}
          value={rewardDays}
          onChange={setRewardDays}
          min={1}
          max={366}
          allowDecimal={false}
          allowNegative={false}
          w={160}
        />
        <Checkbox
          label={field('active')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
          mb={8}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Group>
    </form>
  );
}
