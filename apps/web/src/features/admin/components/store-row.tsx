import { Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStore } from '../api/store-list.ts';

type Flag = 'enabled' | 'major' | 'premiumOnly';
const flags: readonly Flag[] = ['enabled', 'major', 'premiumOnly'];

export type StoreRowActions = {
  onToggle: (store: AdminStore, flag: Flag, value: boolean) => void;
  onEdit: (store: AdminStore) => void;
  /** The store whose change is on its way, if any. */
  busyId: string | null;
};

/** One store of the admin catalogue: its switches, party id and transport at a glance. */
export function StoreRow({ store, actions }: { store: AdminStore; actions: StoreRowActions }) {
  const { t } = useTranslation('stores-admin');
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {store.name}
          </Text>
          <Text size="xs" c="dimmed">
            {store.id} · {t(`categories.${store.category}`)}
          </Text>
        </Stack>
      </Table.Td>
      {flags.map((flag) => (
        <Table.Td key={flag}>
          <Switch
            checked={store[flag]}
            disabled={actions.busyId === store.id}
            onChange={(event) => actions.onToggle(store, flag, event.currentTarget.checked)}
            aria-label={t(`flags.${flag}Of`, { name: store.name })}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {store.partyId}
          </Text>
          {store.partyIdIsPlaceholder ? (
            <Badge size="sm" variant="light" color="yellow">
              {t('placeholder')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light">{t(`transports.${store.transport}`)}</Badge>
      </Table.Td>
      <Table.Td ta="end">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onEdit(store)}
          aria-label={t('editOf', { name: store.name })}
        >
          {t('edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
