import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { AdminUserRelease } from '../api/get-user.ts';

/** An account's releases, newest first: title, reference, status and first submission. */
export function UserReleasesTable({
  releases,
  labelledBy,
}: {
  releases: AdminUserRelease[];
  labelledBy: string;
}) {
  const { t } = useTranslation(['admin', 'releases']);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('user.releases.title')}</Table.Th>
            <Table.Th>{t('user.releases.status')}</Table.Th>
            <Table.Th>{t('user.releases.submittedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {releases.map((release) => (
            <Table.Tr key={release.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {release.title ?? t('user.releases.untitled')}
                </Text>
                <Text size="xs" c="dimmed">
                  {[t(`releases:types.${release.releaseType}`), release.referenceId]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={release.status === 'live' ? 'teal' : 'gray'}>
                  {t(`releases:status.${release.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {release.submittedAt ? (
                    <time dateTime={release.submittedAt}>
                      {formatDateTime(release.submittedAt)}
                    </time>
                  ) : (
                    t('user.releases.notSubmitted')
                  )}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
