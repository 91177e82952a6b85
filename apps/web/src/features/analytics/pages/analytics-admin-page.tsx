import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { useMappingTarget } from '../../../lib/csv-mapping.ts';
import { PlatformTable } from '../components/platform-table.tsx';
import { TrendImportForm } from '../components/trend-import-form.tsx';
import { TrendImportList } from '../components/trend-import-list.tsx';
import { TrendMappingSection } from '../components/trend-mapping-section.tsx';
import { TrendUnmatchedList } from '../components/trend-unmatched-list.tsx';

/**
 * `/admin/analytics`: trend reports in, the stores' trend CSV mappings, past imports, the lines
 * no track matched, and the platform's streams and revenue per store and month.
 */
export function AnalyticsAdminPage() {
  const { t } = useTranslation('analytics-admin');
  const mappingTarget = useMappingTarget('trend-mapping-title');
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <TrendImportForm onEditMapping={mappingTarget.edit} />
      <TrendMappingSection target={mappingTarget} />
      <TrendUnmatchedList />
      <TrendImportList />
      <PlatformTable />
    </AdminPage>
  );
}
