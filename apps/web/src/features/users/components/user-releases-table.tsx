import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { AdminUserRelease } from '../api/get-user.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { AdminCard, AdminCardList } from '../../../components/admin-card-list.tsx';

type Release = { release: AdminUserRelease };

function ReleaseTitle({ release }: Release) {
  const { t } = useTranslation(['admin', 'releases']);
  return (
    <div>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {release.title ?? t('user.releases.untitled')}
      </Text>
      <Text size="xs" c="dimmed">
        {[t(`releases:types.${release.releaseType}`), release.referenceId]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </div>
  );
}

function ReleaseStatus({ release }: Release) {
  const { t } = useTranslation('releases');
  return (
    <Badge variant="light" color={release.status === 'live' ? 'teal' : 'gray'}>
      {t(`status.${release.status}`)}
    </Badge>
  );
}

function SubmittedAt({ release }: Release) {
  const { t } = useTranslation('admin');
  return release.submittedAt ? (
    <time dateTime={release.submittedAt}>{formatDateTime(release.submittedAt)}</time>
  ) : (
    t('user.releases.notSubmitted')
  );
}

/**
 * An account's releases, newest first: title, reference, status and first submission; a card
 * each on a phone.
 */
export function UserReleasesTable({
  releases,
  labelledBy,
}: {
  releases: AdminUserRelease[];
  labelledBy: string;
}) {
  const { t } = useTranslation('admin');
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <AdminCardList labelledBy={labelledBy}>
        {releases.map((release) => (
          <AdminCard
            key={release.id}
            head={<ReleaseTitle release={release} />}
            corner={<ReleaseStatus release={release} />}
          >
            <Text size="xs" c="dimmed">
              {release.submittedAt ? `${t('user.releases.submittedAt')}: ` : null}
              <SubmittedAt release={release} />
            </Text>
          </AdminCard>
        ))}
      </AdminCardList>
    );
  }
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
                <ReleaseTitle release={release} />
              </Table.Td>
              <Table.Td>
                <ReleaseStatus release={release} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <SubmittedAt release={release} />
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
