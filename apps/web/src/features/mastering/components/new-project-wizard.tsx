import { useCallback, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Stepper, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MasteringPreset } from '@soundpost/contracts/mastering';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useCreateMasteringProject } from '../api/mastering.ts';
import { AudioUploadField, type ChosenAudio } from './audio-upload-field.tsx';
import { LoopPicker } from './loop-picker.tsx';
import { PresetPicker } from './preset-picker.tsx';
import { TrackChoice, type ChosenTrack } from './track-choice.tsx';

/**
 * The steps of spec section 4: choose the audio (upload it, or a track of a release), choose
 * the preview loop, choose a preset; then the preview is made and its page opens.
 */
export function NewProjectWizard() {
  const { t } = useTranslation('mastering');
  const navigate = useNavigate();
  const create = useCreateMasteringProject();
  const [step, setStep] = useState(0);
  const [mode, setMode] = useState<'upload' | 'track'>('upload');
  const [name, setName] = useState('');
  const [upload, setUpload] = useState<ChosenAudio | null>(null);
  const [reference, setReference] = useState<ChosenAudio | null>(null);
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [track, setTrack] = useState<ChosenTrack | null>(null);
  const [loopStart, setLoopStart] = useState(0);
  const [preset, setPreset] = useState<MasteringPreset>('balanced');
  const [missing, setMissing] = useState(false);

  const chosen =
    mode === 'upload'
      ? upload && { name: upload.filename, durationSeconds: upload.durationSeconds }
      : track && { name: track.title, durationSeconds: track.durationSeconds ?? 0 };
  const chooseUpload = useCallback((audio: ChosenAudio | null) => setUpload(audio), []);
  const chooseReference = useCallback((audio: ChosenAudio | null) => setReference(audio), []);
  const chooseTrack = useCallback((value: ChosenTrack | null) => setTrack(value), []);

  function next() {
    if (step === 0 && !chosen) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setStep((s) => Math.min(2, s + 1));
  }

  function submit() {
    if (!chosen) return;
    create.mutate(
      {
        name: name.trim() || chosen.name,
        ...(mode === 'upload' ? { uploadId: upload!.uploadId } : { trackId: track!.trackId }),
        referenceUploadId: reference?.uploadId ?? null,
        preset,
        loopStartSeconds: loopStart,
      },
      { onSuccess: (project) => void navigate(paths.tools.mastering.detail.getHref(project.id)) },
    );
  }

  return (
    <Stack gap="lg">
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        <Stepper.Step label={t('wizard.steps.audio')}>
          <Stack gap="md" mt="md">
            <TextInput
              label={t('wizard.name')}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <SegmentedControl
              aria-label={t('wizard.source')}
              value={mode}
              onChange={(value) => setMode(value as 'upload' | 'track')}
              data={[
                { value: 'upload', label: t('wizard.sourceUpload') },
                { value: 'track', label: t('wizard.sourceTrack') },
              ]}
            />
            {mode === 'upload' ? (
              <AudioUploadField label={t('wizard.source')} value={upload} onChange={chooseUpload} />
            ) : (
              <TrackChoice
                releaseId={releaseId}
                onReleaseChange={setReleaseId}
                value={track}
                onChange={chooseTrack}
              />
            )}
            <AudioUploadField
              label={t('wizard.reference')}
              description={t('wizard.referenceHelp')}
              anyLength
              value={reference}
              onChange={chooseReference}
            />
            {missing ? (
              <Alert color="red" role="alert">
                {t('wizard.required')}
              </Alert>
            ) : null}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.loop')}>
          <Stack mt="md">
            <LoopPicker
              durationSeconds={chosen?.durationSeconds ?? 0}
              value={loopStart}
              onChange={setLoopStart}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.preset')}>
          <Stack mt="md">
            <PresetPicker value={preset} onChange={setPreset} />
          </Stack>
        </Stepper.Step>
      </Stepper>
      {create.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          {t('wizard.back')}
        </Button>
        {step < 2 ? (
          <Button onClick={next}>{t('wizard.next')}</Button>
        ) : (
          <Button onClick={submit} loading={create.isPending}>
            {t('wizard.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
