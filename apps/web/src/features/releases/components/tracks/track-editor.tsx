import {
  ActionIcon,
  Card,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { genres, versionTypes } from '@soundpost/contracts/catalog';
import type { Track } from '../../api/add-track.ts';
import type { TrackSaveState } from '../../hooks/use-track-autosave.ts';
import { trackFieldText } from '../../utils/field-messages.ts';
import type { TrackValues } from '../../utils/track-form.ts';
import type { FieldIssue } from '../../utils/track-problems.ts';
import { trackFieldId } from './problem-summary.tsx';
import { SaveStatus } from './save-status.tsx';
import { LanguageSelect } from '../language-select.tsx';
import { TrackAudio } from './track-audio.tsx';
import { ContributorsField, PerformersField } from './track-people.tsx';

export type TrackEditorProps = {
  releaseId: string;
  track: Track;
  n: number;
  total: number;
  values: TrackValues;
  onChange: (values: TrackValues) => void;
  /** Errors by field path (`title`, `contributors.0.name`…). */
  issues: Record<string, FieldIssue>;
  saveState: TrackSaveState;
  customIsrc: boolean;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

/** One track of the tracks step: every field of spec section 3, audio and credits. */
export function TrackEditor(props: TrackEditorProps) {
  const { releaseId, track, n, total, values, onChange, issues, customIsrc, busy } = props;
  const { t } = useTranslation(['wizard', 'artists']);
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(issues).map(([path, i]) => [path, trackFieldText(path, i.code, i.params)]),
  );
  const id = (path: string) => trackFieldId(track.id, path);
  const set = <K extends keyof TrackValues>(key: K, value: TrackValues[K]) =>
    onChange({ ...values, [key]: value });
  const text = (
    key: 'title' | 'trackArtist' | 'isrc' | 'lyrics' | 'composerName' | 'composerUri',
  ) => ({
    id: id(key),
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });
  const headingId = `track-${track.id}`;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {values.title.trim()
              ? t('tracks.trackNamed', { n, title: values.title })
              : t('tracks.trackN', { n })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <SaveStatus state={props.saveState} />
            <ActionIcon
              variant="default"
              disabled={busy || n === 1}
              onClick={() => props.onMove(-1)}
              aria-label={t('tracks.moveUp', { n })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              disabled={busy || n === total}
              onClick={() => props.onMove(1)}
              aria-label={t('tracks.moveDown', { n })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={props.onRemove}
              aria-label={t('tracks.remove', { n })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TrackAudio
          releaseId={releaseId}
          track={track}
          n={n}
          id={id('audio')}
          error={errors.audio}
        />
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('title')} label={t('tracks.fields.title')} maxLength={200} required />
          <TextInput
            {...text('trackArtist')}
            label={t('tracks.fields.trackArtist')}
            description={t('tracks.fields.trackArtistHint')}
            maxLength={200}
          />
          <TagsInput
            id={id('featuredArtists')}
            value={values.featuredArtists}
            onChange={(v) => set('featuredArtists', v)}
            label={t('tracks.fields.featured')}
            description={t('tracks.fields.featuredHint')}
            maxTags={10}
            error={errors.featuredArtists}
          />
          {customIsrc ? (
            <TextInput
              {...text('isrc')}
              label={t('tracks.fields.isrc')}
              description={t('tracks.fields.isrcHint')}
              placeholder="US-ABC-12-34567"
              maxLength={20}
            />
          ) : (
            <TextInput
              value={track.isrc ?? ''}
              label={t('tracks.fields.isrc')}
              description={t('tracks.fields.isrcAssigned')}
              readOnly
              disabled
            />
          )}
          <LanguageSelect
            id={id('language')}
            value={values.language}
            onChange={(v) => set('language', v)}
            label={t('tracks.fields.language')}
            error={errors.language}
            required
          />
          <Select
            value={values.genre}
            onChange={(v) => set('genre', v)}
            label={t('tracks.fields.genre')}
            data={genres.map((g) => ({ value: g, label: t(`artists:genres.${g}`) }))}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            value={values.versionType}
            onChange={(v) => set('versionType', v ?? 'original')}
            label={t('tracks.fields.versionType')}
            data={versionTypes.map((v) => ({ value: v, label: t(`tracks.versions.${v}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            {...text('composerName')}
            label={t('tracks.fields.composerName')}
            maxLength={200}
          />
          <TextInput
            {...text('composerUri')}
            label={t('tracks.fields.composerUri')}
            placeholder="https://open.spotify.com/artist/…"
            maxLength={300}
          />
        </SimpleGrid>
        <Group gap="xl" wrap="wrap">
          <Switch
            checked={values.explicit}
            onChange={(e) => set('explicit', e.currentTarget.checked)}
            label={t('tracks.fields.explicit')}
            description={t('tracks.fields.explicitHint')}
          />
          <Switch
            checked={values.introOutro}
            onChange={(e) => set('introOutro', e.currentTarget.checked)}
            label={t('tracks.fields.introOutro')}
            description={t('tracks.fields.introOutroHint')}
          />
          <Switch
            checked={values.hasLyrics}
            onChange={(e) => set('hasLyrics', e.currentTarget.checked)}
            label={t('tracks.fields.hasLyrics')}
          />
        </Group>
        {values.hasLyrics ? (
          <Textarea
            {...text('lyrics')}
            label={t('tracks.fields.lyrics')}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={10_000}
          />
        ) : null}
        <Divider />
        <PerformersField
          value={values.performers}
          onChange={(v) => set('performers', v)}
          errors={errors}
          fieldId={id}
        />
        <Divider />
        <ContributorsField
          value={values.contributors}
          onChange={(v) => set('contributors', v)}
          errors={errors}
          fieldId={id}
        />
      </Stack>
    </Card>
  );
}
