import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconPalette, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ArtworkUploadError, useUploadArtwork, type ArtworkValue } from '../api/upload-artwork.ts';
import { problems, type ArtworkProblem } from '../utils/artwork-rules.ts';
import { coverToFile } from '../utils/canvas-files.ts';
import type { CoverDesign } from '../utils/cover-templates.ts';
import { ArtworkDropzone } from './artwork-dropzone.tsx';
import { ArtworkPreview } from './artwork-preview.tsx';
import { CoverGenerator } from './cover-generator.tsx';
import { ProblemAlert } from './problem-alert.tsx';
import { UploadProgress, type UploadPhase } from './upload-progress.tsx';

export type { ArtworkValue };

export type ArtworkPickerProps = {
  /** The uploaded artwork, or null while there is none. */
  value: ArtworkValue | null;
  onChange: (value: ArtworkValue | null) => void;
  /** The plan's `premiumArtworkTemplates` capability (capabilitiesFor(plan)). */
  premiumTemplates: boolean;
  /** Drawn on generated covers; the cover generator waits for both. */
  releaseTitle: string;
  artistName: string;
  /** The upgrade screen, linked from the premium templates' lock. */
  upgradeHref?: string;
  /** Told when the artist sends a file or a template: older messages about the step are stale. */
  onAttempt?: () => void;
};

/**
 * The release wizard's artwork tools in one piece: upload (checked, then cropped to a
 * square) or generate a cover from a template; either way the file goes to
 * POST /v1/uploads/artwork and the picker answers with the upload's id and thumbnail.
 */
export function ArtworkPicker(props: ArtworkPickerProps) {
  const { value, onChange } = props;
  const { t } = useTranslation('artwork');
  const [replacing, setReplacing] = useState(false);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [problem, setProblem] = useState<(ArtworkProblem & { retry?: File }) | null>(null);
  const upload = useUploadArtwork((percent) =>
    setPhase(percent >= 100 ? { phase: 'processing' } : { phase: 'uploading', percent }),
  );
  const busy = phase !== null;

  const send = (file: File) => {
    setProblem(null);
    props.onAttempt?.();
    setPhase({ phase: 'uploading', percent: 0 });
    upload.mutate(file, {
      onSuccess: (result) => {
        setPhase(null);
        setReplacing(false);
        onChange({ uploadId: result.id, thumbnailUrl: result.thumbnailUrl ?? '' });
      },
      onError: (error) => {
        setPhase(null);
        if (error instanceof ArtworkUploadError) setProblem({ ...error.problem, retry: file });
        else if (!(error instanceof DOMException)) setProblem({ ...problems.corrupt, retry: file });
      },
    });
  };

  const applyTemplate = async (design: CoverDesign) => {
    setProblem(null);
    props.onAttempt?.();
    setPhase({ phase: 'preparing' });
    try {
      const file = await coverToFile(design);
      send(file);
    } catch {
      setPhase(null);
      setProblem(problems.template);
    }
  };

  if (value && !replacing) {
    return (
      <ArtworkPreview
        value={value}
        releaseTitle={props.releaseTitle}
        onReplace={() => setReplacing(true)}
        onRemove={() => onChange(null)}
      />
    );
  }

  const retry = problem?.retry;
  return (
    <Stack gap="md">
      <Tabs defaultValue="upload" variant="pills" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
            {t('tabs.upload')}
          </Tabs.Tab>
          <Tabs.Tab value="generate" leftSection={<IconPalette size={16} aria-hidden />}>
            {t('tabs.generate')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload" pt="md">
          <ArtworkDropzone disabled={busy} onFile={send} />
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <CoverGenerator
            releaseTitle={props.releaseTitle}
            artistName={props.artistName}
            premiumTemplates={props.premiumTemplates}
            upgradeHref={props.upgradeHref}
            busy={busy}
            onApply={(design) => void applyTemplate(design)}
          />
        </Tabs.Panel>
      </Tabs>
      {phase ? <UploadProgress state={phase} /> : null}
      <ProblemAlert problem={problem} onRetry={retry ? () => send(retry) : undefined} />
      {value ? (
        <Group>
          <Button variant="subtle" onClick={() => setReplacing(false)} disabled={busy}>
            {t('preview.keep')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
