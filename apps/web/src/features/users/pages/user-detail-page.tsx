import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminUserReleasesShown } from '@soundpost/contracts/admin';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useAdminUser } from '../api/get-user.ts';
import { AdminPage } from '../../../components/admin-page.tsx';
import { useUserActions } from '../components/user-actions.tsx';
import { UserBillingSection } from '../components/user-billing-section.tsx';
import { UserReleasesTable } from '../components/user-releases-table.tsx';
import { UserSummary } from '../components/user-summary.tsx';

/** One account for staff: its details and state, the staff actions, its billing and releases. */
export function UserDetailPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  const { handlers, dialog } = useUserActions();

  return (
    <AdminPage>
      <Anchor component={Link} to={paths.admin.users.getHref()} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('user.back')}
      </Anchor>
      {detail.isPending ? (
        <Skeleton h={320} />
      ) : detail.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('user.loadFailed')}>
          {errorMessage(detail.error)}
        </Alert>
      ) : (
        <>
          <UserSummary user={detail.data.user} handlers={handlers} />
          <UserBillingSection userId={detail.data.user._id} />
          <Stack gap="sm" component="section" aria-labelledby="admin-user-releases">
            <Title order={2} size="h3" id="admin-user-releases">
              {t('user.releases.heading')}
            </Title>
            {detail.data.releases.length === 0 ? (
              <Text c="dimmed">{t('user.releases.empty')}</Text>
            ) : (
              <UserReleasesTable releases={detail.data.releases} labelledBy="admin-user-releases" />
            )}
            {detail.data.user.releaseCounts.total > detail.data.releases.length ? (
              <Text size="sm" c="dimmed">
                {t('user.releases.newestOnly', {
                  shown: adminUserReleasesShown,
                  total: detail.data.user.releaseCounts.total,
                })}
              </Text>
            ) : null}
          </Stack>
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
