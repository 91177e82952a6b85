import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { PlatformTable } from '../components/platform-table.tsx';
import { TrendImportForm } from '../components/trend-import-form.tsx';
import { TrendImportList } from '../components/trend-import-list.tsx';
import { TrendUnmatchedList } from '../components/trend-unmatched-list.tsx';

/**
 * `/admin/analytics`: trend reports in, past imports, the lines no track matched, and the
 * platform's streams and revenue per store and month.
 */
export function AnalyticsAdminPage() {
  const { t } = useTranslation('analytics-admin');
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <TrendImportForm />
      <TrendUnmatchedList />
      <TrendImportList />
      <PlatformTable />
    </AdminPage>
  );
}
