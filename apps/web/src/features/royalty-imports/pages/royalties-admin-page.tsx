import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { useMappingTarget } from '../../../lib/csv-mapping.ts';
import { ReportMappingSection } from '../components/report-mapping-section.tsx';
import { RoyaltyImportForm } from '../components/royalty-import-form.tsx';
import { RoyaltyImportList } from '../components/royalty-import-list.tsx';
import { RoyaltyUnmatchedQueue } from '../components/royalty-unmatched-queue.tsx';

/**
 * `/admin/royalties`: store reports in, the stores' CSV column mappings, past imports, and the
 * lines no track matched.
 */
export function RoyaltiesAdminPage() {
  const { t } = useTranslation('royalties');
  const mappingTarget = useMappingTarget('report-mapping-title');
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.subtitle')}</Text>
      </Stack>
      <RoyaltyImportForm onEditMapping={mappingTarget.edit} />
      <ReportMappingSection target={mappingTarget} />
      <RoyaltyUnmatchedQueue />
      <RoyaltyImportList />
    </AdminPage>
  );
}
