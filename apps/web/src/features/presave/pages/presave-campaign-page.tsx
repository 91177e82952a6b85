import { lazy, Suspense } from 'react';
import {
  Alert,
  Anchor,
  Container,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PresaveCampaignDetail } from '@soundpost/contracts/presave';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCapabilities } from '../../../lib/use-capabilities.ts';
import { usePresaveCampaign } from '../api/presave.ts';
import { CampaignStatusBadge } from '../components/campaign-status-badge.tsx';
import { PresaveUpsell } from '../components/presave-upsell.tsx';

const SubscribersChart = lazy(async () => ({
  default: (await import('../components/subscribers-chart.tsx')).SubscribersChart,
}));

/** The subscribers: service, country, followers, date and the release day's outcome; no one's name. */
function SubscriberTable({ campaign }: { campaign: PresaveCampaignDetail }) {
  const { t, i18n } = useTranslation('presave');
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <ScrollTable label={t('detail.subscribers')}>
      <Table striped withTableBorder miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.service')}</Table.Th>
            <Table.Th scope="col">{t('detail.country')}</Table.Th>
            <Table.Th scope="col">{t('detail.followers')}</Table.Th>
            <Table.Th scope="col">{t('detail.subscribedAt')}</Table.Th>
            <Table.Th scope="col">{t('detail.delivery')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaign.subscriberList.map((s, index) => (
            <Table.Tr key={`${s.subscribedAt}-${index}`}>
              <Table.Td>{t(`services.${s.service}`)}</Table.Td>
              <Table.Td>
                {s.country ? (country.of(s.country) ?? s.country) : t('detail.unknown')}
              </Table.Td>
              <Table.Td>{s.followers === null ? '–' : numbers.format(s.followers)}</Table.Td>
              <Table.Td>{formatDay(s.subscribedAt, i18n.language)}</Table.Td>
              <Table.Td>{t(`delivery.${s.delivery}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** `/tools/presave/{id}`: a campaign's public page, its subscribers and their chart. */
export function PresaveCampaignPage() {
  const { t, i18n } = useTranslation('presave');
  const { id = '' } = useParams();
  const paid = useCapabilities().presave;
  const campaign = usePresaveCampaign(id, paid);
  usePageTitle(campaign.data?.releaseTitle ?? null);
  const back = (
    <Anchor component={Link} to={paths.tools.presave.list.getHref()} size="sm">
      {t('detail.back')}
    </Anchor>
  );
  if (!paid || campaign.isError) {
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          {back}
          {paid ? (
            <Alert color="red" role="alert">
              {errorMessage(campaign.error)}
            </Alert>
          ) : (
            <PresaveUpsell />
          )}
        </Stack>
      </Container>
    );
  }
  if (campaign.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton h={320} />
      </Container>
    );
  }
  const data = campaign.data;
  const days = data.perDay.filter((d) => d.subscribers > 0);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {back}
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.releaseTitle}
            </Title>
            <CampaignStatusBadge status={data.status} />
          </Group>
          <Text c="dimmed">{data.artistName}</Text>
          {data.releaseDate ? (
            <Text size="sm">
              {t('list.releaseDay', { date: formatDay(data.releaseDate, i18n.language) })}
            </Text>
          ) : null}
          <Text size="sm">
            {t('detail.page')}:{' '}
            <Anchor
              href={data.url}
              target="_blank"
              rel="noopener"
              style={{ overflowWrap: 'anywhere' }}
            >
              {data.url}
            </Anchor>
          </Text>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="presave-subscribers">
          <Title order={2} size="h4" id="presave-subscribers">
            {t('detail.subscribers')} ({data.subscribers})
          </Title>
          <Text size="sm" c="dimmed">
            {t('detail.privacy')}
          </Text>
          {data.subscriberList.length === 0 ? (
            <Text size="sm">{t('detail.noSubscribers')}</Text>
          ) : (
            <SubscriberTable campaign={data} />
          )}
        </Stack>
        {days.length ? (
          <Stack gap="sm" component="section" aria-labelledby="presave-chart">
            <Title order={2} size="h4" id="presave-chart">
              {t('detail.chartTitle')}
            </Title>
            <Suspense fallback={<Skeleton h={220} />}>
              <SubscribersChart points={data.perDay} />
            </Suspense>
            <Table striped withTableBorder>
              <Table.Caption>{t('detail.chartTable')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('detail.day')}</Table.Th>
                  <Table.Th scope="col">{t('detail.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.day}>
                    <Table.Td>{formatDay(d.day, i18n.language)}</Table.Td>
                    <Table.Td>{d.subscribers}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
