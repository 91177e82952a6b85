import { useState, type ComponentType } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import type { useSaveStep } from '../../hooks/use-save-step.ts';
import { StepActions } from './step-actions.tsx';
import { stepHref } from './wizard-shell.tsx';

export type ArtworkValue = { uploadId: string; thumbnailUrl: string };

/**
 * The artwork feature's step as app/ hands it in (features never import each other): the
 * router composes this feature with `ArtworkStep` of features/artwork.
 */
export type ArtworkStepComponent = ComponentType<{
  value: ArtworkValue | null;
  onChange: (value: ArtworkValue | null) => void;
  releaseTitle: string;
  artistName: string;
  upgradeHref?: string;
  /** Called when the artist sends a file or a template, so this step's message goes. */
  onAttempt?: () => void;
  error?: string | null;
}>;

type Props = {
  release: ReleaseDetail;
  saving: ReturnType<typeof useSaveStep>;
  ArtworkStep: ArtworkStepComponent;
};

/** The wizard's artwork step: the artwork feature's picker, saved on the draft. */
export function ArtworkWizardStep({ release, saving, ArtworkStep }: Props) {
  const { t } = useTranslation(['wizard', 'artwork']);
  const [value, setValue] = useState<ArtworkValue | null>(
    release.artwork?.thumbnailUrl
      ? { uploadId: release.artwork.uploadId, thumbnailUrl: release.artwork.thumbnailUrl }
      : null,
  );
  const [missing, setMissing] = useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) {
          setMissing(true);
          return;
        }
        setMissing(false);
        void saving.save({ artworkUploadId: value.uploadId });
      }}
    >
      <Stack gap="lg">
        <ArtworkStep
          value={value}
          onChange={(next) => {
            setValue(next);
            if (next) setMissing(false);
          }}
          releaseTitle={release.title ?? t('artworkStep.noTitle')}
          artistName={release.artist?.name ?? ''}
          upgradeHref={paths.upgrade.getHref('wizard_artwork')}
          onAttempt={() => setMissing(false)}
          error={missing ? t('messages.artwork') : null}
        />
        <StepActions
          backHref={stepHref(release.id, 'basic-info')}
          pending={saving.pending}
          error={saving.failure?.message}
          detail={saving.failure?.detail}
        />
      </Stack>
    </form>
  );
}
