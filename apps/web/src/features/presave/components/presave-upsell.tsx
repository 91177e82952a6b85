import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';

/** Pre-save is for the paid plans (spec section 6): what it does, and the way to it. */
export function PresaveUpsell() {
  const { t } = useTranslation('presave');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="presave-upsell">
      <Stack gap="xs">
        <Title order={2} size="h4" id="presave-upsell">
          {t('upsell.title')}
        </Title>
        <Text size="sm">{t('upsell.body')}</Text>
        <UpgradeLink from="presave" />
      </Stack>
    </Paper>
  );
}
