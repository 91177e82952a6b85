import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useStores } from '../../api/get-stores.ts';

/** The stores the release goes to, as chosen; their links appear once the stores report them. */
export function SelectedStores({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  const stores = useStores();
  const names = release.storeIds.map(
    (id) => stores.data?.items.find((s) => s.id === id)?.name ?? id,
  );
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="selected-stores-title"
    >
      <Title order={2} size="h4" id="selected-stores-title" mb="xs">
        {t('detail.selectedStores')}
      </Title>
      <Text size="sm">{names.length > 0 ? names.join(', ') : t('detail.noStores')}</Text>
      <Text size="xs" c="dimmed" mt="xs">
        {t('detail.storeLinksLater')}
      </Text>
    </Card>
  );
}
