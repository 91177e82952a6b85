import { Alert, Anchor, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSmartLink } from '../api/smart-links.ts';
import { LinkStatusBadge } from '../components/link-status-badge.tsx';
import { SmartLinkAnalytics } from '../components/smart-link-analytics.tsx';
import { SmartLinkEditor } from '../components/smart-link-editor.tsx';

/** `/tools/smartlinks/{id}`: the link's editor and analytics tabs. */
export function SmartLinkPage() {
  const { t } = useTranslation('smart-links');
  const { id = '' } = useParams();
  const link = useSmartLink(id);
  usePageTitle(link.data?.releaseTitle ?? null);
  const back = (
    <Anchor component={Link} to={paths.tools.smartLinks.list.getHref()} size="sm">
      {t('detail.back')}
    </Anchor>
  );
  if (link.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton h={320} />
      </Container>
    );
  }
  if (link.isError) {
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          {back}
          <Alert color="red" role="alert">
            {errorMessage(link.error)}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const data = link.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {back}
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.releaseTitle}
            </Title>
            <LinkStatusBadge status={data.status} />
          </Group>
          <Text c="dimmed">{data.artistName}</Text>
          {data.status === 'active' ? (
            <Anchor
              href={data.url}
              target="_blank"
              rel="noopener"
              style={{ overflowWrap: 'anywhere' }}
            >
              {data.url}
            </Anchor>
          ) : null}
        </Stack>
        <Tabs defaultValue="editor" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="editor">{t('detail.editor')}</Tabs.Tab>
            <Tabs.Tab value="analytics">{t('detail.analytics')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="editor" pt="lg">
            <SmartLinkEditor key={data.id} link={data} />
          </Tabs.Panel>
          <Tabs.Panel value="analytics" pt="lg">
            <SmartLinkAnalytics link={data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
