import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../../components/upgrade-link.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage, translateFieldError } from '../../../../lib/forms.ts';
import { useAddTrack } from '../../api/add-track.ts';
import { useDeleteTrack } from '../../api/delete-track.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useReorderTracks } from '../../api/reorder-tracks.ts';
import { useUpdateTrack } from '../../api/update-track.ts';
import { useCapabilities } from '../../hooks/use-capabilities.ts';
import type { useSaveStep } from '../../hooks/use-save-step.ts';
import { contributorTotal, totalIsComplete } from '../../utils/contributors.ts';
import {
  toTrackInput,
  trackFieldCodes,
  toTrackValues,
  trackProblems,
  type TrackValues,
} from '../../utils/track-form.ts';
import { StepActions } from '../wizard/step-actions.tsx';
import { stepHref } from '../wizard/wizard-shell.tsx';
import { TrackEditor } from './track-editor.tsx';

type Props = { release: ReleaseDetail; saving: ReturnType<typeof useSaveStep> };
type Problem = { n: number; message: string };

/** Tracks: add, order, remove, and edit each; leaving saves every changed track first. */
export function TracksStep({ release, saving }: Props) {
  const { t } = useTranslation(['wizard', 'errors', 'validation']);
  const caps = useCapabilities();
  const add = useAddTrack(release.id);
  const remove = useDeleteTrack(release.id);
  const reorder = useReorderTracks(release.id);
  const update = useUpdateTrack(release.id);
  const [drafts, setDrafts] = useState<Record<string, TrackValues>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, Record<string, string>>>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const [listError, setListError] = useState<{ code: string; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const tracks = release.tracks;
  const busy = add.isPending || remove.isPending || reorder.isPending;
  const valuesOf = (id: string) => drafts[id] ?? toTrackValues(tracks.find((tr) => tr.id === id)!);
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

  const submit = async () => {
    setChecking(true);
    setProblems([]);
    const found: Problem[] = [];
    const errors: Record<string, Record<string, string>> = {};
    for (const [index, track] of tracks.entries()) {
      const draft = drafts[track.id];
      if (!draft) continue;
      const codes = trackFieldCodes(draft, caps.customIdentifiers);
      if (Object.keys(codes).length > 0) {
        errors[track.id] = Object.fromEntries(
          Object.entries(codes).map(([k, v]) => [k, translateFieldError(v)]),
        );
        for (const code of new Set(Object.values(codes)))
          found.push({ n: index + 1, message: t(`errors:${code}`) });
        continue;
      }
      try {
        await update.mutateAsync({
          trackId: track.id,
          input: toTrackInput(draft, caps.customIdentifiers),
        });
      } catch (error) {
        if (isApiError(error) && error.fields) {
          errors[track.id] = Object.fromEntries(
            Object.entries(error.fields).map(([k, v]) => [k, translateFieldError(v)]),
          );
        }
        found.push({ n: index + 1, message: errorMessage(error) });
      }
    }
    setFieldErrors(errors);
    if (tracks.length === 0) found.push({ n: 0, message: t('messages.noTracks') });
    for (const [index, track] of tracks.entries()) {
      const values = valuesOf(track.id);
      for (const key of trackProblems(values, !!track.audio)) {
        found.push({ n: index + 1, message: t(`messages.${key}`) });
      }
      const total = contributorTotal(values.contributors.map((c) => c.percentage));
      if (values.contributors.length > 0 && !totalIsComplete(total))
        found.push({ n: index + 1, message: t('messages.contributorTotal') });
    }
    setChecking(false);
    if (found.length > 0) return setProblems(found);
    void saving.save({});
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
            values={valuesOf(track.id)}
            onChange={(values) => setDrafts((d) => ({ ...d, [track.id]: values }))}
            errors={fieldErrors[track.id] ?? {}}
            customIsrc={caps.customIdentifiers}
            busy={busy}
            onMove={(delta) => move(index, delta)}
            onRemove={() => {
              setListError(null);
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
              setProblems([]);
              add.mutate({}, { onError: onListError });
            }}
          >
            {t('tracks.add')}
          </Button>
        </Group>
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert" title={problems[0]?.message}>
            <List size="sm">
              {problems.map((p, i) => (
                <List.Item key={i}>
                  {p.n > 0 ? `${t('tracks.trackN', { n: p.n })}: ` : ''}
                  {p.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <StepActions
          backHref={stepHref(release.id, 'artwork')}
          pending={saving.pending || checking}
          error={saving.failure?.message}
          detail={saving.failure?.detail}
        />
      </Stack>
    </form>
  );
}
