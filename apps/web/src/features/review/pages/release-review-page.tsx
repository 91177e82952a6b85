import type { ComponentType } from 'react';
import { Alert, Anchor, Badge, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useReviewRelease } from '../api/review-release.ts';
import { AdminPage } from '../../../components/admin-page.tsx';
import { ReleaseFindings } from '../components/release-findings.tsx';
import { ReviewActions } from '../components/review-actions.tsx';
import { ReviewActivity } from '../components/review-activity.tsx';
import { ReviewArtwork } from '../components/review-artwork.tsx';
import { ReviewComments } from '../components/review-comments.tsx';
import { ReviewOwnerHistory } from '../components/review-owner-history.tsx';
import { ReviewReleaseFields } from '../components/review-release-fields.tsx';
import { ReviewScheduleBadge } from '../components/review-schedule-badge.tsx';
import { ReviewTrackCard } from '../components/review-track-card.tsx';
import { ReviewWaiting } from '../components/review-waiting.tsx';

type Props = {
  /** The release's deliveries per store (features/delivery), handed in by app/router.tsx. */
  ReleaseDeliveries: ComponentType<{ releaseId: string }>;
};

/** One release under review: all it carries, its findings and deliveries, and the decisions. */
export function ReleaseReviewPage({ ReleaseDeliveries }: Props) {
  const { t } = useTranslation(['review', 'releases']);
  const { id = '' } = useParams();
  const review = useReviewRelease(id);

  if (review.isPending) {
    return (
      <AdminPage>
        <Skeleton h={400} />
      </AdminPage>
    );
  }
  if (review.isError) {
    return (
      <AdminPage>
        <Alert color="red" variant="light" role="alert">
          {errorMessage(review.error)}
        </Alert>
      </AdminPage>
    );
  }
  const data = review.data;
  const r = data.release;
  const title = r.title ?? t('queue.untitled');
  return (
    <AdminPage>
      <Anchor component={Link} to={paths.admin.releases.getHref()} size="sm">
        {t('page.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Group gap="xs">
            <Badge variant="light">{t(`releases:status.${r.status}`)}</Badge>
            <ReviewScheduleBadge schedule={r.schedule} />
          </Group>
        </Stack>
        {r.submittedAt && data.dueAt ? (
          <ReviewWaiting since={r.submittedAt} dueAt={data.dueAt} />
        ) : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ReviewActions review={data} />
            <ReviewReleaseFields review={data} />
            <ReviewArtwork url={data.artworkUrl} title={title} />
            <Title order={2} size="h4">
              {t('tracks.title')}
            </Title>
            {r.tracks.map((track) => (
              <ReviewTrackCard
                key={track.id}
                track={track}
                media={data.media.find((m) => m.trackId === track.id)}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ReleaseFindings releaseId={r.id} />
            <ReleaseDeliveries releaseId={r.id} />
            <ReviewComments review={data} />
            <ReviewOwnerHistory history={data.history} />
            <ReviewActivity activity={data.activity} />
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}
