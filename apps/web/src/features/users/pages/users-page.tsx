import { useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../api/get-users.ts';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { useUserActions } from '../components/user-actions.tsx';
import { UserCard } from '../components/user-card.tsx';
import { UserRow } from '../components/user-row.tsx';

/** Admin account list: search, release counts, impersonate, block and unblock. */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(query);
  const { handlers, dialog } = useUserActions();
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminListPage
      titleId="admin-users-title"
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      search={{
        label: t('users.search'),
        placeholder: t('users.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      query={users}
      isEmpty={rows.length === 0}
      emptyText={t('users.empty')}
      head={
        <>
          <Table.Th>{t('columns.user')}</Table.Th>
          <Table.Th>{t('columns.plan')}</Table.Th>
          <Table.Th>{t('columns.role')}</Table.Th>
          <Table.Th>{t('columns.releases')}</Table.Th>
          <Table.Th>{t('columns.status')}</Table.Th>
          <Table.Th ta="end">{t('columns.actions')}</Table.Th>
        </>
      }
      footer={
        users.hasNextPage ? (
          <Group>
            <Button
              variant="default"
              onClick={() => void users.fetchNextPage()}
              loading={users.isFetchingNextPage}
            >
              {t('users.loadMore')}
            </Button>
          </Group>
        ) : null
      }
      aside={dialog}
      cards={() => rows.map((user) => <UserCard key={user._id} user={user} handlers={handlers} />)}
    >
      {rows.map((user) => (
        <UserRow key={user._id} user={user} handlers={handlers} />
      ))}
    </AdminListPage>
  );
}
