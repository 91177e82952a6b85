import { Table, Text, Title, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CountRow = { key: string; label: string; views?: number; clicks: number };

/** One breakdown of the link's figures (by store, country or referrer) as a small table. */
export function CountTable(props: {
  id: string;
  title: string;
  rows: CountRow[];
  withViews: boolean;
}) {
  const { t } = useTranslation('smart-links');
  return (
    <Stack gap="xs" component="section" aria-labelledby={props.id}>
      <Title order={3} size="h5" id={props.id}>
        {props.title}
      </Title>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.none')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{props.title}</Table.Th>
              {props.withViews ? <Table.Th scope="col">{t('analytics.views')}</Table.Th> : null}
              <Table.Th scope="col">{t('analytics.clicks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.label}</Table.Td>
                {props.withViews ? <Table.Td>{row.views ?? 0}</Table.Td> : null}
                <Table.Td>{row.clicks}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
