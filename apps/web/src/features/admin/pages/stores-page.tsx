import { useMemo, useState } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdminStores } from '../api/store-list.ts';
import { useUpdateStore } from '../api/store-update.ts';
import { AdminListPage } from '../components/admin-list-page.tsx';
import { StoreDrawer } from '../components/store-drawer.tsx';
import { StoreCard } from '../components/store-card.tsx';
import { StoreRow, type StoreRowActions } from '../components/store-row.tsx';

/** The store catalogue: switches per store and an edit drawer for its delivery settings. */
export function StoresPage() {
  const { t } = useTranslation(['stores-admin', 'common']);
  const stores = useAdminStores();
  const update = useUpdateStore();
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const items = stores.data?.items;
  const query = search.trim().toLowerCase();
  const rows = useMemo(
    () =>
      (items ?? []).filter(
        (s) => !query || s.name.toLowerCase().includes(query) || s.id.includes(query),
      ),
    [items, query],
  );
  // The drawer shows the latest copy of the store (after a save or a switch).
  const editing = items?.find((s) => s.id === editingId) ?? null;

  const actions: StoreRowActions = {
    onToggle: (store, flag, value) =>
      update.mutate(
        { id: store.id, patch: { [flag]: value } },
        {
          onError: (error) =>
            notify({ color: 'red', title: t('common:error'), message: errorMessage(error) }),
        },
      ),
    onEdit: (store) => setEditingId(store.id),
    busyId: update.isPending ? update.variables.id : null,
  };

  return (
    <AdminListPage
      titleId="admin-stores-title"
      title={t('title')}
      subtitle={t('subtitle')}
      search={{ label: t('search'), value: search, onChange: setSearch }}
      query={stores}
      isEmpty={rows.length === 0}
      emptyText={t('empty')}
      head={
        <>
          <Table.Th>{t('columns.store')}</Table.Th>
          <Table.Th>{t('flags.enabled')}</Table.Th>
          <Table.Th>{t('flags.major')}</Table.Th>
          <Table.Th>{t('flags.premiumOnly')}</Table.Th>
          <Table.Th>{t('columns.partyId')}</Table.Th>
          <Table.Th>{t('columns.transport')}</Table.Th>
          <Table.Th ta="end">{t('columns.actions')}</Table.Th>
        </>
      }
      aside={<StoreDrawer store={editing} onClose={() => setEditingId(null)} />}
      cards={() =>
        rows.map((store) => <StoreCard key={store.id} store={store} actions={actions} />)
      }
    >
      {rows.map((store) => (
        <StoreRow key={store.id} store={store} actions={actions} />
      ))}
    </AdminListPage>
  );
}
