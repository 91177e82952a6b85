import { Alert, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useState } from 'react';
import { useProcessTakedown, useTakedowns, type TakedownRow } from '../api/review-takedowns.ts';
import { AdminPage } from '../../../components/admin-page.tsx';
import { TakedownConfirmModal } from '../components/takedown-confirm-modal.tsx';
import { TakedownList } from '../components/takedown-list.tsx';

/** The takedown queue: what artists asked to remove, oldest first, and its processing. */
export function TakedownsPage() {
  const { t } = useTranslation(['review', 'errors']);
  const [confirming, setConfirming] = useState<TakedownRow | null>(null);
  const [sentIds, setSentIds] = useState<ReadonlySet<string>>(new Set());
  const takedowns = useTakedowns(sentIds);
  const process = useProcessTakedown();
  const run = (id: string) =>
    process.mutate(id, {
      onSuccess: () => {
        setSentIds((ids) => new Set(ids).add(id));
        setConfirming(null);
        notify({ color: 'teal', message: t('takedowns.processed') });
      },
    });
  const rows = takedowns.data?.items ?? [];
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1} id="takedowns-title">
          {t('takedowns.title')}
        </Title>
        <Text c="dimmed">{t('takedowns.subtitle')}</Text>
      </Stack>
      {process.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(process.error)}
        </Alert>
      ) : null}
      {takedowns.isPending ? (
        <Skeleton h={200} />
      ) : takedowns.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(takedowns.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t('takedowns.empty')}</Text>
        </Center>
      ) : (
        <TakedownList
          rows={rows}
          labelledBy="takedowns-title"
          process={{
            ask: setConfirming,
            pendingId: process.isPending ? process.variables : null,
            sentIds,
          }}
        />
      )}
      <TakedownConfirmModal
        row={confirming}
        loading={process.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={run}
      />
    </AdminPage>
  );
}
