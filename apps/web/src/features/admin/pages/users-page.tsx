import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notify } from '../../../lib/notify.ts';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useAdminUsers, type AdminUser } from '../api/get-users.ts';
import { useImpersonateUser } from '../api/impersonate-user.ts';
import { useUnblockUser } from '../api/unblock-user.ts';
import { BlockUserModal } from '../components/block-user-modal.tsx';
import { UserRow } from '../components/user-row.tsx';

/** Admin account list: search, impersonate, block and unblock. */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(query);
  const impersonate = useImpersonateUser();
  const unblock = useUnblockUser();
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  const showError = (error: unknown) =>
    notify({ color: 'red', title: t('common:error'), message: errorMessage(error) });

  const busyId =
    (impersonate.isPending ? impersonate.variables : null) ??
    (unblock.isPending ? unblock.variables : null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="admin-users-title">
            {t('users.title')}
          </Title>
          <Text c="dimmed">{t('users.subtitle')}</Text>
        </Stack>
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maw={420}
        />
        {users.isPending ? (
          <Skeleton h={240} />
        ) : users.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(users.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{t('users.empty')}</Text>
          </Center>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-labelledby="admin-users-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.user')}</Table.Th>
                  <Table.Th>{t('columns.plan')}</Table.Th>
                  <Table.Th>{t('columns.role')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th ta="end">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((user) => (
                  <UserRow
                    key={user._id}
                    user={user}
                    actions={{
                      busyId,
                      onImpersonate: (u) => impersonate.mutate(u._id, { onError: showError }),
                      onBlock: setBlocking,
                      onUnblock: (u) =>
                        unblock.mutate(u._id, {
                          onSuccess: () =>
                            notify({
                              color: 'teal',
                              message: t('unblock.done', { username: u.username }),
                            }),
                          onError: showError,
                        }),
                    }}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {users.hasNextPage ? (
          <Group>
            <Button
              variant="default"
              onClick={() => void users.fetchNextPage()}
              loading={users.isFetchingNextPage}
            >
              {t('users.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <BlockUserModal user={blocking} onClose={() => setBlocking(null)} />
    </Container>
  );
}
