import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Container, Skeleton } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useRelease, type ReleaseDetail } from '../api/get-release.ts';
import type { ArtworkStepComponent } from '../components/wizard/artwork-wizard-step.tsx';
import { NewReleaseGate } from '../components/new-release-gate.tsx';
import {
  BasicInfoStep,
  type ArtistPickerComponent,
} from '../components/wizard/basic-info-step.tsx';
import { stepHref, WizardShell } from '../components/wizard/wizard-shell.tsx';
import { useFocusHash } from '../hooks/use-focus-hash.ts';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { canOpenStep, parseStep, type WizardStep } from '../utils/wizard-steps.ts';

// The steps after the first are chunks of their own: a new release opens on basic info, and a
// phone should not download, parse and evaluate the uploads, tracks and stores steps first. The
// catalogs only a later step reads come with its code (the route loads the first step's).
const ArtworkWizardStep = lazy(() =>
  Promise.all([
    import('../components/wizard/artwork-wizard-step.tsx'),
    i18n.loadNamespaces('artwork'),
  ]).then(([m]) => ({ default: m.ArtworkWizardStep })),
);
const TracksStep = lazy(() =>
  import('../components/tracks/tracks-step.tsx').then((m) => ({ default: m.TracksStep })),
);
const StoresStep = lazy(() =>
  import('../components/wizard/stores-step.tsx').then((m) => ({ default: m.StoresStep })),
);
const DistributionStep = lazy(() =>
  import('../components/wizard/distribution-step.tsx').then((m) => ({
    default: m.DistributionStep,
  })),
);
const ReviewStep = lazy(() =>
  Promise.all([
    import('../components/wizard/review-step.tsx'),
    i18n.loadNamespaces('prereview'),
  ]).then(([m]) => ({ default: m.ReviewStep })),
);

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

  if (params.step !== step) return <Redirect to={stepHref(releaseId, step)} />;
  if (!releaseId) {
    if (step !== 'basic-info') return <Redirect to={stepHref(null, 'basic-info')} />;
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

/**
 * To the step's own address (/distributions/new opens /distributions/new/basic-info), keeping
 * a screen's height meanwhile: an empty page for that moment pulled the footer into view and
 * the wizard pushed it out again (a layout shift Lighthouse counted on every first visit).
 */
function Redirect({ to }: { to: string }) {
  return (
    <>
      <Navigate to={to} replace />
      <Container size="md" py="xl" mih="100dvh">
        <Skeleton h={400} radius="lg" />
      </Container>
    </>
  );
}

type StepBodyProps = {
  release: ReleaseDetail | null;
  step: WizardStep;
  parts: WizardParts;
};

function StepBody({ release, step, parts }: StepBodyProps) {
  const saving = useSaveStep(release?.id ?? null, step);
  if (step === 'basic-info' || !release) {
    return (
      <>
        <BasicInfoStep
          release={release}
          pending={saving.pending}
          failure={saving.failure}
          onSave={(input) => void saving.save(input)}
          onKeep={saving.keep}
          ArtistPicker={parts.ArtistPicker}
        />
        <FocusHash />
      </>
    );
  }
  return (
    // As high as the steps' own loading skeletons: the footer stays below while a step loads.
    <Suspense fallback={<Skeleton h={400} radius="lg" />}>
      {step === 'artwork' ? (
        <ArtworkWizardStep release={release} saving={saving} ArtworkStep={parts.ArtworkStep} />
      ) : step === 'tracks' ? (
        <TracksStep release={release} saving={saving} />
      ) : step === 'platforms' ? (
        <StoresStep release={release} saving={saving} />
      ) : step === 'distribution' ? (
        <DistributionStep release={release} saving={saving} />
      ) : (
        <ReviewStep release={release} />
      )}
      {/* Inside the boundary: its effect runs once the step's fields are there. */}
      <FocusHash />
    </Suspense>
  );
}

/** Focuses the field the address's hash names ("Fix it" on the review step), once shown. */
function FocusHash() {
  useFocusHash();
  return null;
}
