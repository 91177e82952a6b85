import type { ReactNode } from 'react';
import { Alert, Center, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { errorMessage } from '../lib/forms.ts';
import { usePhoneLayout } from '../lib/use-phone-layout.ts';
import { AdminCardList } from './admin-card-list.tsx';
import { AdminPage } from './admin-page.tsx';

type Props = {
  /** The heading's id: the table (or the list of cards) is labelled by it. */
  titleId: string;
  title: string;
  subtitle: string;
  /** A search box over the list; `filters` when the list is narrowed otherwise. */
  search?: {
    label: string;
    placeholder?: string;
    value: string;
    onChange: (value: string) => void;
  };
  filters?: ReactNode;
  /** The list's query: a skeleton while pending, its error in an alert. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: string;
  /** The table's header row. */
  head: ReactNode;
  /** The table's rows. */
  children: ReactNode;
  /** The same rows as cards (`AdminCard`), drawn instead of the table on a phone. */
  cards: () => ReactNode;
  /** Below the table (load more); beside it (drawers, dialogs). */
  footer?: ReactNode;
  aside?: ReactNode;
};

/**
 * An admin list: the admin nav, a title, a search box or filters and the list with its states, as a
 * scrolling table on wider screens and as a list of cards on a phone.
 */
export function AdminListPage(props: Props) {
  const { query } = props;
  const phone = usePhoneLayout();
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1} id={props.titleId}>
          {props.title}
        </Title>
        <Text c="dimmed">{props.subtitle}</Text>
      </Stack>
      {props.search && <SearchBox {...props.search} />}
      {props.filters}
      {query.isPending ? (
        <Skeleton h={280} />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : props.isEmpty ? (
        <Center py="xl">
          <Text c="dimmed">{props.emptyText}</Text>
        </Center>
      ) : phone ? (
        <AdminCardList labelledBy={props.titleId}>{props.cards()}</AdminCardList>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" highlightOnHover aria-labelledby={props.titleId}>
            <Table.Thead>
              <Table.Tr>{props.head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.footer}
      {props.aside}
    </AdminPage>
  );
}

function SearchBox(search: NonNullable<Props['search']>) {
  return (
    <TextInput
      label={search.label}
      placeholder={search.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search.value}
      onChange={(event) => search.onChange(event.currentTarget.value)}
      type="search"
      maw={420}
    />
  );
}
