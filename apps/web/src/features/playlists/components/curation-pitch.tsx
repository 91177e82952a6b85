import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurationPitch as Pitch } from '@soundpost/contracts/playlists';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useDecidePitch } from '../api/playlists.ts';
import { PitchStatusBadge } from './pitch-status-badge.tsx';

/** One pitch in the inbox: the song to hear, the artist's words, and the answer. */
export function CurationPitch({ pitch }: { pitch: Pitch }) {
  const { t } = useTranslation('playlists');
  const decide = useDecidePitch();
  const [note, setNote] = useState('');
  const song = pitch.track.title ?? t('untitled');
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={song}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{song}</Text>
            <Text size="sm" c="dimmed">
              {[pitch.artistName, pitch.releaseTitle].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">{t('curation.to', { playlist: pitch.playlist.name })}</Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <PitchStatusBadge status={pitch.status} />
            <Text size="xs" c="dimmed">
              {formatDateTime(pitch.createdAt)}
            </Text>
          </Stack>
        </Group>
        <audio
          controls
          preload="none"
          src={pitch.audioUrl}
          aria-label={t('curation.listen', { song })}
          style={{ width: '100%' }}
        />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {pitch.pitch}
        </Text>
        {pitch.status === 'pending' ? (
          <>
            <Textarea
              label={t('curation.note')}
              description={t('curation.noteHint')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={1000}
              rows={2}
            />
            {decide.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(decide.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                loading={decide.isPending && decide.variables.decision === 'accepted'}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: pitch.id, decision: 'accepted', note })}
              >
                {t('curation.accept')}
              </Button>
              <Button
                variant="default"
                loading={decide.isPending && decide.variables.decision === 'declined'}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: pitch.id, decision: 'declined', note })}
              >
                {t('curation.decline')}
              </Button>
            </Group>
          </>
        ) : pitch.note ? (
          <Text size="sm" c="dimmed">
            {t('pitches.note', { note: pitch.note })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
