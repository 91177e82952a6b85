import { Container, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PublicPageCard, PublicPageList } from '../../../components/public-page-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useSmartLinks } from '../api/smart-links.ts';
import { LinkStatusBadge } from '../components/link-status-badge.tsx';

/** `/tools/smartlinks`: the artist's smart links, their figures, and the way to each editor. */
export function SmartLinksPage() {
  const { t } = useTranslation('smart-links');
  const links = useSmartLinks();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.subtitle')}</Text>
        </Stack>
        <PublicPageList
          query={links}
          isEmpty={links.data?.items.length === 0}
          empty={{
            id: 'smart-links-empty',
            icon: <IconLink size={32} />,
            title: t('list.emptyTitle'),
            body: t('list.empty'),
          }}
        >
          {links.data?.items.map((link) => (
            <PublicPageCard
              key={link.id}
              title={link.releaseTitle}
              badge={<LinkStatusBadge status={link.status} />}
              artist={link.artistName}
              url={link.url}
              action={{
                to: paths.tools.smartLinks.detail.getHref(link.id),
                label: t('list.edit'),
                name: t('list.editNamed', { title: link.releaseTitle }),
              }}
            >
              <Text size="sm">{t('list.figures', { views: link.views, clicks: link.clicks })}</Text>
            </PublicPageCard>
          ))}
        </PublicPageList>
      </Stack>
    </Container>
  );
}
