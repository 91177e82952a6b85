import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStore } from '../api/store-list.ts';
import { AdminCard } from '../../../components/admin-card-list.tsx';
import {
  StoreEditButton,
  StoreFlagSwitch,
  storeFlags,
  StoreName,
  StorePartyId,
  StoreTransportBadge,
  type StoreRowActions,
} from './store-row.tsx';

/** One store of the catalogue on a phone: its switches, named, and its delivery in a card. */
export function StoreCard({ store, actions }: { store: AdminStore; actions: StoreRowActions }) {
  const { t } = useTranslation('store-admin');
  return (
    <AdminCard
      head={<StoreName store={store} />}
      corner={<StoreEditButton store={store} actions={actions} />}
    >
      <Stack gap={6}>
        {storeFlags.map((flag) => (
          <StoreFlagSwitch
            key={flag}
            store={store}
            actions={actions}
            flag={flag}
            label={t(`flags.${flag}`)}
          />
        ))}
      </Stack>
      <Group gap="xs" justify="space-between">
        <StorePartyId store={store} />
        <StoreTransportBadge store={store} />
      </Group>
    </AdminCard>
  );
}
