import { useState } from 'react';
import { Alert, Container, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pitchStatuses, type PitchStatus } from '@soundpost/contracts/playlists';
import { errorMessage } from '../../../lib/forms.ts';
import { useCurationPitches } from '../api/playlists.ts';
import { CurationPitch } from '../components/curation-pitch.tsx';
import { MoreButton } from '../../../components/more-button.tsx';

/** `/curation`: the pitches curators answer, waiting ones first; no money on this side. */
export function CurationPage() {
  const { t } = useTranslation('playlists');
  const [status, setStatus] = useState<PitchStatus>('pending');
  const pitches = useCurationPitches(status);
  const items = (pitches.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('curation.title')}</Title>
          <Text c="dimmed">{t('curation.subtitle')}</Text>
        </Stack>
        <SegmentedControl
          aria-label={t('curation.filter')}
          value={status}
          onChange={(value) => setStatus(value as PitchStatus)}
          data={pitchStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {pitches.isPending ? (
          <Skeleton h={240} radius="lg" />
        ) : pitches.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            {errorMessage(pitches.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Text>{t(`curation.empty.${status}`)}</Text>
        ) : (
          items.map((pitch) => <CurationPitch key={pitch.id} pitch={pitch} />)
        )}
        <MoreButton query={pitches} label={t('more')} />
      </Stack>
    </Container>
  );
}
