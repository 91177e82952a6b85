import { Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStore } from '../api/store-list.ts';

export type StoreFlag = 'enabled' | 'major' | 'premiumOnly';
export const storeFlags: readonly StoreFlag[] = ['enabled', 'major', 'premiumOnly'];

export type StoreRowActions = {
  onToggle: (store: AdminStore, flag: StoreFlag, value: boolean) => void;
  onEdit: (store: AdminStore) => void;
  /** The store whose change is on its way, if any. */
  busyId: string | null;
};

type Parts = { store: AdminStore; actions: StoreRowActions };

/** The store's name over its id and category. */
export function StoreName({ store }: { store: AdminStore }) {
  const { t } = useTranslation('store-admin');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {store.name}
      </Text>
      <Text size="xs" c="dimmed">
        {store.id} · {t(`categories.${store.category}`)}
      </Text>
    </Stack>
  );
}

/** One of the store's switches; `label` shows the flag's name beside it (cards). */
export function StoreFlagSwitch({
  store,
  actions,
  flag,
  label,
}: Parts & { flag: StoreFlag; label?: string }) {
  const { t } = useTranslation('store-admin');
  return (
    <Switch
      checked={store[flag]}
      disabled={actions.busyId === store.id}
      onChange={(event) => actions.onToggle(store, flag, event.currentTarget.checked)}
      aria-label={t(`flags.${flag}Of`, { name: store.name })}
      label={label}
    />
  );
}

/** The store's DDEX party id, marked when it is still the made-up placeholder. */
export function StorePartyId({ store }: { store: AdminStore }) {
  const { t } = useTranslation('store-admin');
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {store.partyId}
      </Text>
      {store.partyIdIsPlaceholder ? (
        <Badge size="sm" variant="light" color="yellow">
          {t('placeholder')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function StoreTransportBadge({ store }: { store: AdminStore }) {
  const { t } = useTranslation('store-admin');
  return <Badge variant="light">{t(`transports.${store.transport}`)}</Badge>;
}

export function StoreEditButton({ store, actions }: Parts) {
  const { t } = useTranslation('store-admin');
  return (
    <Button
      size="compact-sm"
      variant="default"
      onClick={() => actions.onEdit(store)}
      aria-label={t('editOf', { name: store.name })}
    >
      {t('edit')}
    </Button>
  );
}

/** One store of the admin catalogue: its switches, party id and transport at a glance. */
export function StoreRow({ store, actions }: Parts) {
  return (
    <Table.Tr>
      <Table.Td>
        <StoreName store={store} />
      </Table.Td>
      {storeFlags.map((flag) => (
        <Table.Td key={flag}>
          <StoreFlagSwitch store={store} actions={actions} flag={flag} />
        </Table.Td>
      ))}
      <Table.Td>
        <StorePartyId store={store} />
      </Table.Td>
      <Table.Td>
        <StoreTransportBadge store={store} />
      </Table.Td>
      <Table.Td ta="end">
        <StoreEditButton store={store} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}
