import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useCapabilities } from '../../../lib/use-capabilities.ts';
import { usePresaveCampaigns } from '../api/presave.ts';
import { CampaignStatusBadge } from '../components/campaign-status-badge.tsx';
import { PresaveUpsell } from '../components/presave-upsell.tsx';

/** `/tools/presave`: the artist's pre-save campaigns, their public pages and subscribers. */
export function PresaveCampaignsPage() {
  const { t, i18n } = useTranslation('presave');
  const paid = useCapabilities().presave;
  const campaigns = usePresaveCampaigns(paid);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.subtitle')}</Text>
        </Stack>
        {!paid ? (
          <PresaveUpsell />
        ) : campaigns.isPending ? (
          <Skeleton h={160} />
        ) : campaigns.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(campaigns.error)}
          </Alert>
        ) : campaigns.data.items.length === 0 ? (
          <EmptyState
            id="presave-empty"
            icon={<IconCalendarHeart size={32} />}
            title={t('list.emptyTitle')}
            body={t('list.empty')}
          />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {campaigns.data.items.map((campaign) => (
              <Card key={campaign.id} component="li" withBorder radius="md" padding="md">
                <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                        {campaign.releaseTitle}
                      </Title>
                      <CampaignStatusBadge status={campaign.status} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {campaign.artistName}
                    </Text>
                    {campaign.releaseDate ? (
                      <Text size="sm">
                        {t('list.releaseDay', {
                          date: formatDay(campaign.releaseDate, i18n.language),
                        })}
                      </Text>
                    ) : null}
                    <Anchor
                      href={campaign.url}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {campaign.url}
                    </Anchor>
                    <Text size="sm">{t('list.figures', { count: campaign.subscribers })}</Text>
                  </Stack>
                  <Button
                    component={Link}
                    to={paths.tools.presave.detail.getHref(campaign.id)}
                    variant="light"
                    aria-label={t('list.openNamed', { title: campaign.releaseTitle })}
                  >
                    {t('list.open')}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
