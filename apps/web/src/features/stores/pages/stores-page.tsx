import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdminStores } from '../api/store-list.ts';
import { useUpdateStore } from '../api/store-update.ts';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { StoreCard } from '../components/store-card.tsx';
import { StoreRow, type StoreRowActions } from '../components/store-row.tsx';

// The drawer (its form, transports and number inputs) loads when a store is first edited.
const StoreDrawer = lazy(() =>
  import('../components/store-drawer.tsx').then((m) => ({ default: m.StoreDrawer })),
);

/**
 * Rows drawn before the admin asks for all: the majors and the first others. Drawing the whole
 * catalogue (170 stores, three switches each) made this the slowest admin page to open.
 */
export const storesShownFirst = 40;

/** The store catalogue: switches per store and an edit drawer for its delivery settings. */
export function StoresPage() {
  const { t } = useTranslation(['store-admin', 'common']);
  const stores = useAdminStores();
  const update = useUpdateStore();
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const items = stores.data?.items;
  const query = search.trim().toLowerCase();
  const rows = useMemo(
    () =>
      (items ?? []).filter(
        (s) => !query || s.name.toLowerCase().includes(query) || s.id.includes(query),
      ),
    [items, query],
  );
  // A search looks through the whole catalogue; its matches are drawn the same way.
  const shown = showAll ? rows : rows.slice(0, storesShownFirst);
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
    onEdit: (store) => {
      setDrawerUsed(true);
      setEditingId(store.id);
    },
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
      footer={
        shown.length < rows.length ? (
          <Group justify="center">
            <Button variant="default" onClick={() => setShowAll(true)}>
              {t('showAll', { count: rows.length })}
            </Button>
          </Group>
        ) : null
      }
      aside={
        drawerUsed ? (
          <Suspense fallback={null}>
            <StoreDrawer store={editing} onClose={() => setEditingId(null)} />
          </Suspense>
        ) : null
      }
      cards={() =>
        shown.map((store) => <StoreCard key={store.id} store={store} actions={actions} />)
      }
    >
      {shown.map((store) => (
        <StoreRow key={store.id} store={store} actions={actions} />
      ))}
    </AdminListPage>
  );
}
