import { useState } from 'react';
import { Alert, Anchor, Container, Skeleton } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useRelease, type ReleaseDetail } from '../api/get-release.ts';
import {
  ArtworkWizardStep,
  type ArtworkStepComponent,
} from '../components/wizard/artwork-wizard-step.tsx';
import { NewReleaseGate } from '../components/new-release-gate.tsx';
import { TracksStep } from '../components/tracks/tracks-step.tsx';
import {
  BasicInfoStep,
  type ArtistPickerComponent,
} from '../components/wizard/basic-info-step.tsx';
import { DistributionStep } from '../components/wizard/distribution-step.tsx';
import { StoresStep } from '../components/wizard/stores-step.tsx';
import { ReviewStep } from '../components/wizard/review-step.tsx';
import { stepHref, WizardShell } from '../components/wizard/wizard-shell.tsx';
import { useFocusHash } from '../hooks/use-focus-hash.ts';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { canOpenStep, parseStep, type WizardStep } from '../utils/wizard-steps.ts';

/**
 * The release wizard (/distributions/new/:step and /distributions/:id/edit/:step): each step
 * saves the draft on the server, so a reload opens the same data at the same step.
 */
type WizardParts = { ArtworkStep: ArtworkStepComponent; ArtistPicker: ArtistPickerComponent };

export function ReleaseWizardPage(parts: WizardParts) {
  const { t } = useTranslation(['wizard', 'errors']);
  const params = useParams();
  const releaseId = params.id ?? null;
  const step = parseStep(params.step);
  const release = useRelease(releaseId);
  // Whether the release was editable when this page opened it: a release that turns locked
  // while the wizard is open has just been submitted from it, and goes to its detail page
  // rather than flashing the locked state.
  const [openedAs, setOpenedAs] = useState<{ id: string; editable: boolean } | null>(null);
  if (release.data && openedAs?.id !== release.data.id) {
    setOpenedAs({ id: release.data.id, editable: release.data.editable });
  }

  if (params.step !== step) return <Navigate to={stepHref(releaseId, step)} replace />;
  if (!releaseId) {
    if (step !== 'basic-info') return <Navigate to={stepHref(null, 'basic-info')} replace />;
    return (
      <NewReleaseGate>
        <WizardShell releaseId={null} editing={false} step={step} reached={null}>
          <StepBody release={null} step={step} parts={parts} />
        </WizardShell>
      </NewReleaseGate>
    );
  }
  if (release.isPending) {
    return (
      // A screen high: the wizard is taller, and the footer must not be pushed off by it.
      <Container size="md" py="xl" mih="100dvh">
        <Skeleton h={400} radius="lg" />
      </Container>
    );
  }
  if (release.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          {errorMessage(release.error)}
        </Alert>
      </Container>
    );
  }
  const data = release.data;
  if (!data.editable && openedAs?.editable) {
    return <Navigate to={paths.releases.detail.getHref(data.id)} replace />;
  }
  if (!data.editable) {
    return (
      <Container size="md" py="xl">
        <Alert color="orange" variant="light" role="alert" title={t('notEditable')}>
          {t('errors:release_not_editable')}{' '}
          <Anchor component={Link} to={paths.releases.detail.getHref(data.id)} inherit>
            {t('viewRelease')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (!canOpenStep(step, data.wizardStep)) {
    return <Navigate to={stepHref(data.id, data.wizardStep)} replace />;
  }
  return (
    <WizardShell
      releaseId={data.id}
      editing={data.status !== 'draft'}
      step={step}
      reached={data.wizardStep}
    >
      <StepBody key={`${data.id}-${step}`} release={data} step={step} parts={parts} />
    </WizardShell>
  );
}

type StepBodyProps = {
  release: ReleaseDetail | null;
  step: WizardStep;
  parts: WizardParts;
};

function StepBody({ release, step, parts }: StepBodyProps) {
  const saving = useSaveStep(release?.id ?? null, step);
  useFocusHash();
  if (step === 'basic-info' || !release) {
    return (
      <BasicInfoStep
        release={release}
        pending={saving.pending}
        failure={saving.failure}
        onSave={(input) => void saving.save(input)}
        onKeep={saving.keep}
        ArtistPicker={parts.ArtistPicker}
      />
    );
  }
  if (step === 'artwork') {
    return <ArtworkWizardStep release={release} saving={saving} ArtworkStep={parts.ArtworkStep} />;
  }
  if (step === 'tracks') return <TracksStep release={release} saving={saving} />;
  if (step === 'platforms') return <StoresStep release={release} saving={saving} />;
  if (step === 'distribution') return <DistributionStep release={release} saving={saving} />;
  return <ReviewStep release={release} />;
}
