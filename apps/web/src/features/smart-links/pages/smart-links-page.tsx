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
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
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
        {links.isPending ? (
          <Skeleton h={160} />
        ) : links.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(links.error)}
          </Alert>
        ) : links.data.items.length === 0 ? (
          <EmptyState
            id="smart-links-empty"
            icon={<IconLink size={32} />}
            title={t('list.emptyTitle')}
            body={t('list.empty')}
          />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {links.data.items.map((link) => (
              <Card key={link.id} component="li" withBorder radius="md" padding="md">
                <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                        {link.releaseTitle}
                      </Title>
                      <LinkStatusBadge status={link.status} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {link.artistName}
                    </Text>
                    <Anchor
                      href={link.url}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {link.url}
                    </Anchor>
                    <Text size="sm">
                      {t('list.figures', { views: link.views, clicks: link.clicks })}
                    </Text>
                  </Stack>
                  <Button
                    component={Link}
                    to={paths.tools.smartLinks.detail.getHref(link.id)}
                    variant="light"
                    aria-label={t('list.editNamed', { title: link.releaseTitle })}
                  >
                    {t('list.edit')}
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
