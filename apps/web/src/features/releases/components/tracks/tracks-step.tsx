import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../../components/upgrade-link.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/forms.ts';
import { useAddTrack } from '../../api/add-track.ts';
import { useDeleteTrack } from '../../api/delete-track.ts';
import type { Track } from '../../api/add-track.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useReorderTracks } from '../../api/reorder-tracks.ts';
import { useCapabilities } from '../../../../lib/use-capabilities.ts';
import type { useSaveStep } from '../../hooks/use-save-step.ts';
import { useTrackAutosave } from '../../hooks/use-track-autosave.ts';
import { listTrackProblems, trackIssues } from '../../utils/track-problems.ts';
import { StepActions } from '../wizard/step-actions.tsx';
import { UnsavedChangesGuard } from '../wizard/unsaved-changes-guard.tsx';
import { stepHref } from '../wizard/wizard-shell.tsx';
import { ProblemSummary } from './problem-summary.tsx';
import { TrackEditor } from './track-editor.tsx';

type Props = { release: ReleaseDetail; saving: ReturnType<typeof useSaveStep> };

/** Tracks: add, order, remove, and edit each; every change is saved as the artist types. */
export function TracksStep({ release, saving }: Props) {
  const { t } = useTranslation(['wizard', 'errors', 'validation']);
  const caps = useCapabilities();
  const add = useAddTrack(release.id);
  const remove = useDeleteTrack(release.id);
  const reorder = useReorderTracks(release.id);
  const tracks = release.tracks;
  const drafts = useTrackAutosave(release.id, tracks, caps.customIdentifiers);
  const [checked, setChecked] = useState(false);
  const [listError, setListError] = useState<{ code: string; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = add.isPending || remove.isPending || reorder.isPending;
  const onListError = (error: unknown) =>
    setListError({
      code: isApiError(error) ? error.code : 'internal_error',
      message: errorMessage(error),
    });

  const move = (index: number, delta: -1 | 1) => {
    const ids = tracks.map((tr) => tr.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + delta, 0, id);
    setListError(null);
    reorder.mutate(ids, { onError: onListError });
  };

  const issuesOf = (track: Track, missingToo = checked) =>
    trackIssues({
      values: drafts.valuesOf(track),
      hasAudio: !!track.audio,
      refused: drafts.fieldErrors[track.id] ?? {},
      customIsrc: caps.customIdentifiers,
      checked: missingToo,
    });
  const problems = listTrackProblems(tracks, issuesOf);

  const submit = async () => {
    setChecking(true);
    const saved = await drafts.flush();
    setChecking(false);
    setChecked(true);
    const found = listTrackProblems(tracks, (track) => issuesOf(track, true));
    if (tracks.length > 0 && found.length === 0 && saved) void saving.save({});
  };

  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('tracks.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('tracks.intro')}
          </Text>
        </Stack>
        {tracks.length === 0 ? <Text c="dimmed">{t('tracks.empty')}</Text> : null}
        {tracks.map((track, index) => (
          <TrackEditor
            key={track.id}
            releaseId={release.id}
            track={track}
            n={index + 1}
            total={tracks.length}
            values={drafts.valuesOf(track)}
            onChange={(values) => drafts.change(track.id, values)}
            saveState={drafts.stateOf(track.id)}
            issues={issuesOf(track)}
            customIsrc={caps.customIdentifiers}
            busy={busy}
            onMove={(delta) => move(index, delta)}
            onRemove={() => {
              setListError(null);
              drafts.forget(track.id);
              remove.mutate(track.id, { onError: onListError });
            }}
          />
        ))}
        {listError ? (
          <Alert
            color={listError.code === 'track_limit_exceeded' ? 'yellow' : 'red'}
            variant="light"
            role="alert"
            title={listError.message}
          >
            {listError.code === 'track_limit_exceeded' ? (
              <UpgradeLink from="wizard_tracks" />
            ) : null}
          </Alert>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
            disabled={busy}
            onClick={() => {
              setListError(null);
              add.mutate({}, { onError: onListError });
            }}
          >
            {t('tracks.add')}
          </Button>
        </Group>
        <ProblemSummary problems={problems} noTracks={checked && tracks.length === 0} />
        <StepActions
          backHref={stepHref(release.id, 'artwork')}
          pending={saving.pending || checking}
          error={saving.failure?.message}
          detail={saving.failure?.detail}
        />
      </Stack>
      <UnsavedChangesGuard dirty={drafts.dirty} flush={drafts.flush} />
    </form>
  );
}
