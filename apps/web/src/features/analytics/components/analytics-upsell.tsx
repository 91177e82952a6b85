import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';

/** What a plan does not show, and the way to it (spec section 6). */
export function AnalyticsUpsell({ kind }: { kind: 'paid' | 'playlists' }) {
  const { t } = useTranslation('analytics');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`upsell-${kind}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`upsell-${kind}`}>
          {kind === 'paid' ? t('upsell.title') : t('sections.playlists')}
        </Title>
        <Text size="sm">{kind === 'paid' ? t('upsell.body') : t('upsell.playlists')}</Text>
        <UpgradeLink from={kind === 'paid' ? 'analytics' : 'analytics_playlists'} />
      </Stack>
    </Paper>
  );
}
