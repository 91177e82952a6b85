import { Container, Stack, Text, Title } from '@mantine/core';
import { IconCalendarHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PublicPageCard, PublicPageList } from '../../../components/public-page-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format.ts';
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
        ) : (
          <PublicPageList
            query={campaigns}
            isEmpty={campaigns.data?.items.length === 0}
            empty={{
              id: 'presave-empty',
              icon: <IconCalendarHeart size={32} />,
              title: t('list.emptyTitle'),
              body: t('list.empty'),
            }}
          >
            {campaigns.data?.items.map((campaign) => (
              <PublicPageCard
                key={campaign.id}
                title={campaign.releaseTitle}
                badge={<CampaignStatusBadge status={campaign.status} />}
                artist={campaign.artistName}
                url={campaign.url}
                action={{
                  to: paths.tools.presave.detail.getHref(campaign.id),
                  label: t('list.open'),
                  name: t('list.openNamed', { title: campaign.releaseTitle }),
                }}
              >
                {campaign.releaseDate ? (
                  <Text size="sm">
                    {t('list.releaseDay', { date: formatDay(campaign.releaseDate, i18n.language) })}
                  </Text>
                ) : null}
                <Text size="sm">{t('list.figures', { count: campaign.subscribers })}</Text>
              </PublicPageCard>
            ))}
          </PublicPageList>
        )}
      </Stack>
    </Container>
  );
}
