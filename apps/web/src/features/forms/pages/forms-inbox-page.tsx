import { useState } from 'react';
import { SegmentedControl, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formRequestStatuses, type FormRequestStatus } from '@soundpost/contracts/forms';
import { AdminPage } from '../../../components/admin-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useInbox } from '../api/forms.ts';
import { RequestList } from '../components/request-list.tsx';

/** `/admin/forms`: the requests the users sent, one status at a time, newest first. */
export function FormsInboxPage() {
  const { t } = useTranslation('forms');
  const [status, setStatus] = useState<FormRequestStatus>('open');
  const inbox = useInbox(status);
  return (
    <AdminPage>
      <Title order={1}>{t('admin.title')}</Title>
      <SegmentedControl
        aria-label={t('admin.filter')}
        value={status}
        onChange={(value) => setStatus(value as FormRequestStatus)}
        data={formRequestStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <RequestList
        query={inbox}
        title={t(`statuses.${status}`)}
        emptyText={t('admin.empty')}
        hrefOf={paths.admin.form.getHref}
        withSender
      />
    </AdminPage>
  );
}
