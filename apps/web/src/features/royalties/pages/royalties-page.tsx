import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { freePlan } from '@soundpost/contracts/users';
import { errorMessage } from '../../../lib/forms.ts';
import { usePayoutAccount } from '../../../lib/payout-account.ts';
import { useUser } from '../../../lib/session.ts';
import { useRoyaltySummary } from '../api/royalties.ts';
import { AvailabilityNote } from '../components/availability-note.tsx';
import { BreakdownSection } from '../components/breakdown-section.tsx';
import { EntriesSection } from '../components/entries-section.tsx';
import { LinesDrawer, type LinesSource } from '../components/lines-drawer.tsx';
import { PayoutNotice } from '../components/payout-notice.tsx';
import { ProUpsell } from '../components/pro-upsell.tsx';
import { StatementsSection } from '../components/statements-section.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';
import { WithdrawalsSection } from '../components/withdrawals-section.tsx';

/**
 * `/royalties`: what the artist earned, where from, and every line behind each amount.
 * `splits`: the splits shared with the user (app/ composes the splits feature's section).
 */
export function RoyaltiesPage({ splits }: { splits?: ReactNode }) {
  const { t } = useTranslation('royalties');
  const user = useUser();
  const summary = useRoyaltySummary();
  const payout = usePayoutAccount();
  const [lines, setLines] = useState<LinesSource | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const configured = payout.data?.status === 'configured';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </Stack>
          <Group gap="sm">
            {summary.data && user?.subscription.plan_name === freePlan && (
              <ProUpsell summary={summary.data} />
            )}
            {summary.data && payout.data ? (
              <Button onClick={() => setWithdrawing(true)}>{t('withdrawals.withdraw')}</Button>
            ) : null}
          </Group>
        </Group>
        {payout.data && !configured ? <PayoutNotice /> : null}
        {summary.isError && (
          <Alert color="red" role="alert">
            {errorMessage(summary.error)}
          </Alert>
        )}
        <SummaryCards summary={summary.data} />
        {summary.data && payout.data ? (
          <AvailabilityNote summary={summary.data} minimum={payout.data.minimumWithdrawal} />
        ) : null}
        {splits}
        <BreakdownSection onOpen={setLines} />
        <EntriesSection onOpen={setLines} />
        <WithdrawalsSection />
        <StatementsSection />
      </Stack>
      <LinesDrawer source={lines} onClose={() => setLines(null)} />
      {summary.data && payout.data ? (
        <WithdrawDialog
          opened={withdrawing}
          onClose={() => setWithdrawing(false)}
          available={summary.data.available}
          minimum={payout.data.minimumWithdrawal}
          configured={configured}
          note={<AvailabilityNote summary={summary.data} minimum={payout.data.minimumWithdrawal} />}
        />
      ) : null}
    </Container>
  );
}
