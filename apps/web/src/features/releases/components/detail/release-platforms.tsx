import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useStores } from '../../api/get-stores.ts';

/** The platforms the release goes to; store links appear once the stores report them. */
export function ReleasePlatforms({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  const stores = useStores();
  const names = release.storeIds.map(
    (id) => stores.data?.items.find((s) => s.id === id)?.name ?? id,
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="platforms-title">
      <Title order={2} size="h4" id="platforms-title" mb="xs">
        {t('detail.platforms')}
      </Title>
      <Text size="sm">{names.length > 0 ? names.join(', ') : t('detail.noPlatforms')}</Text>
      <Text size="xs" c="dimmed" mt="xs">
        {t('detail.storeLinksLater')}
      </Text>
    </Card>
  );
}
