import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../components/admin-nav.tsx';
import { RoyaltyImportForm } from '../components/royalty-import-form.tsx';
import { RoyaltyImportList } from '../components/royalty-import-list.tsx';
import { RoyaltyUnmatchedQueue } from '../components/royalty-unmatched-queue.tsx';

/** `/admin/royalties`: store reports in, past imports, and the lines no track matched. */
export function RoyaltiesAdminPage() {
  const { t } = useTranslation('royalties');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Stack gap={4}>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">{t('admin.subtitle')}</Text>
        </Stack>
        <RoyaltyImportForm />
        <RoyaltyUnmatchedQueue />
        <RoyaltyImportList />
      </Stack>
    </Container>
  );
}
