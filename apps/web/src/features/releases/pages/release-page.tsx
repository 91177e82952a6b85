import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDisc, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRelease } from '../api/get-release.ts';
import { ReleaseActivity } from '../components/detail/release-activity.tsx';
import { ReleaseNotice } from '../components/detail/release-notice.tsx';
import { SelectedStores } from '../components/detail/selected-stores.tsx';
import { ReleaseSplits } from '../components/detail/release-splits.tsx';
import { ReleaseStores } from '../components/detail/release-stores.tsx';
import { ReleaseTimeline } from '../components/detail/release-timeline.tsx';
import { ReleaseTracks } from '../components/detail/release-tracks.tsx';
import { TakedownDialog } from '../components/detail/takedown-dialog.tsx';
import { PromotionKitButton } from '../components/detail/promotion-kit-button.tsx';
import { ReleaseStatusBadge } from '../../../components/release-status-badge.tsx';

/** One release: what it is, where it stands (timeline, activity), and what can be done. */
export function ReleasePage() {
  const { t, i18n } = useTranslation(['releases', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const id = useParams().id ?? '';
  const release = useRelease(id);
  usePageTitle(release.data ? (release.data.title ?? t('list.untitled')) : null);

  const back = (
    <Anchor component={Link} to={paths.releases.list.getHref()} size="sm">
      <IconArrowLeft
        size={14}
        aria-hidden
        style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
      />
      {t('detail.back')}
    </Anchor>
  );
  if (release.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={400} radius="lg" />
      </Container>
    );
  }
  if (release.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          {back}
          <Alert color="red" variant="light" role="alert" title={t('detail.loadFailed')}>
            {errorMessage(release.error)}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const data = release.data;
  const title = data.title ?? t('list.untitled');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {back}
        <Group align="flex-start" gap="lg" wrap="wrap">
          {data.artwork?.thumbnailUrl ? (
            <Image
              src={data.artwork.thumbnailUrl}
              alt={t('detail.artworkAlt', { title })}
              w={160}
              h={160}
              radius="md"
            />
          ) : (
            <ThemeIcon size={160} radius="md" variant="light" color="gray" aria-hidden>
              <IconDisc size={64} />
            </ThemeIcon>
          )}
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
              <ReleaseStatusBadge status={data.status} />
            </Group>
            <Text>
              {data.artist?.name ?? t('list.noArtist')} · {t(`types.${data.releaseType}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {data.releaseDate
                ? t('detail.releaseDate', { date: formatDay(data.releaseDate, lang) })
                : t('list.noDate')}
            </Text>
            {data.submittedAt ? (
              <Text size="sm" c="dimmed">
                {t('detail.submittedOn', { date: formatDateTime(data.submittedAt) })}
              </Text>
            ) : null}
            {data.referenceId ? (
              <Text size="sm" c="dimmed">
                {t('detail.referenceId', { id: data.referenceId })}
              </Text>
            ) : null}
            {data.upc ? (
              <Text size="sm" c="dimmed">
                {t('detail.upc', { upc: data.upc })}
              </Text>
            ) : null}
            <Group gap="sm" mt="xs">
              {data.status === 'draft' ? (
                <Button
                  component={Link}
                  to={paths.releases.edit.getHref(data.id, data.wizardStep)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('detail.edit')}
                </Button>
              ) : null}
              {data.status === 'published' || data.status === 'live' ? (
                <PromotionKitButton releaseId={data.id} />
              ) : null}
            </Group>
            <TakedownDialog release={data} />
          </Stack>
        </Group>
        <ReleaseNotice release={data} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ReleaseTimeline release={data} />
          <ReleaseActivity release={data} />
        </SimpleGrid>
        <ReleaseTracks release={data} />
        <SelectedStores release={data} />
        <ReleaseStores releaseId={data.id} />
        <ReleaseSplits release={data} />
      </Stack>
    </Container>
  );
}
