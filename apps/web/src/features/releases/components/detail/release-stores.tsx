import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReleaseStore } from '../../api/get-release-stores.ts';
import { useReleaseStores } from '../../api/get-release-stores.ts';

const stateColors: Record<NonNullable<ReleaseStore['state']>, string> = {
  queued: 'gray',
  delivered: 'blue',
  acknowledged: 'teal',
  live: 'green',
  error: 'red',
  removed: 'gray',
};

/** Where the release stands at each store once delivery has begun, with its link when live. */
export function ReleaseStores({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation('delivery');
  const stores = useReleaseStores(releaseId);
  const items = stores.data?.items ?? [];
  if (!items.some((s) => s.state)) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="stores-title">
      <Title order={2} size="h4" id="stores-title" mb="sm">
        {t('stores.title')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((store) => (
          <Group key={store.storeId} component="li" justify="space-between" wrap="wrap" gap="xs">
            <Text fw={500}>{store.name}</Text>
            <Group gap="sm">
              {store.link ? (
                <Anchor href={store.link} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('stores.open', { store: store.name })}
                  <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4 }} />
                </Anchor>
              ) : null}
              <Badge color={stateColors[store.state ?? 'queued']} variant="light">
                {t(`storeStates.${store.state ?? 'queued'}`)}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
