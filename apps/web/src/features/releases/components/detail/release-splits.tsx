import { Alert, Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasReleaseEnded, type ReleaseStatus } from '@soundpost/contracts/catalog';
import { errorMessage } from '../../../../lib/forms.ts';
import { useReleaseSplits } from '../../api/splits.ts';
import { InviteSplitForm } from './invite-split-form.tsx';
import { SplitRow } from './split-row.tsx';

/**
 * The release owner's "Splits" section: the collaborators sharing its earnings, and an invite
 * while the release can still earn (not once it was rejected, expired or taken down).
 */
export function ReleaseSplits({
  release,
}: {
  release: { id: string; status: ReleaseStatus; tracks: { id: string; title: string | null }[] };
}) {
  const { t } = useTranslation('splits');
  const splits = useReleaseSplits(release.id);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="splits-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="splits-title">
          {t('section.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('section.intro')}
        </Text>
        {splits.isPending && <Skeleton h={60} radius="md" />}
        {splits.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(splits.error)}
          </Alert>
        )}
        {splits.data &&
          (splits.data.items.length === 0 ? (
            <Text size="sm">{t('section.empty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {splits.data.items.map((split) => (
                <SplitRow key={split.id} split={split} />
              ))}
            </Stack>
          ))}
        <Divider />
        {hasReleaseEnded(release.status) ? (
          <Text size="sm" c="dimmed">
            {t('section.ended')}
          </Text>
        ) : (
          <InviteSplitForm releaseId={release.id} tracks={release.tracks} />
        )}
      </Stack>
    </Card>
  );
}
