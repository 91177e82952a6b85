import { useState } from 'react';
import { Anchor, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formRequestStatuses, type FormRequestStatus } from '@soundpost/contracts/forms';
import { AdminPage } from '../../../components/admin-page.tsx';
import { QuerySection } from '../../../components/query-section.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useInbox } from '../api/forms.ts';

/** `/admin/forms`: the requests the users sent, one status at a time, newest first. */
export function FormsInboxPage() {
  const { t } = useTranslation('forms');
  const [status, setStatus] = useState<FormRequestStatus>('open');
  const inbox = useInbox(status);
  const items = (inbox.data?.pages ?? []).flatMap((page) => page.items);
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
      <QuerySection
        titleId="inbox-list"
        title={t(`statuses.${status}`)}
        query={inbox}
        isEmpty={items.length === 0}
        emptyText={t('admin.empty')}
        moreLabel={t('more')}
      >
        <Stack gap="sm">
          {items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Anchor
                  component={Link}
                  to={paths.admin.form.getHref(item.id)}
                  fw={600}
                  aria-label={t('admin.view', { name: item.ownerName ?? '' })}
                >
                  {t(`forms.${item.formId}.title`)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {item.ownerName} · {formatDateTime(item.createdAt)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </QuerySection>
    </AdminPage>
  );
}
