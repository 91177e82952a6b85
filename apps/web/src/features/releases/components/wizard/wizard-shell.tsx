import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { canOpenStep, stepIndex, wizardSteps, type WizardStep } from '../../utils/wizard-steps.ts';

export type WizardShellProps = {
  releaseId: string | null;
  /** Whether the release was submitted before (reopened): its wizard edits; a draft's creates. */
  editing: boolean;
  step: WizardStep;
  /** The furthest step the draft has reached (null before the draft exists). */
  reached: WizardStep | null;
  children: ReactNode;
};

/** Where a step of the wizard lives: the new-release URL until the draft exists. */
export function stepHref(releaseId: string | null, step: WizardStep): string {
  return releaseId
    ? paths.releases.edit.getHref(releaseId, step)
    : paths.releases.create.getHref(step);
}

/** The wizard's frame: title, "Step n of 6", the stepper, and the current step. */
export function WizardShell({ releaseId, editing, step, reached, children }: WizardShellProps) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const active = stepIndex(step);
  const heading = editing ? t('editTitle') : t('newTitle');
  usePageTitle(`${heading}: ${t(`steps.${step}`)}`);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.releases.list.getHref()} size="sm">
          <IconArrowLeft
            size={14}
            aria-hidden
            style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
          />
          {t('backToReleases')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{heading}</Title>
          <Text c="dimmed" aria-live="polite">
            {t('stepOf', { current: active + 1, total: wizardSteps.length })} · {t(`steps.${step}`)}
          </Text>
        </Stack>
        <nav aria-label={t('progress')}>
          <Stepper
            active={active}
            size="xs"
            visibleFrom="sm"
            allowNextStepsSelect={false}
            onStepClick={(index) => {
              const target = wizardSteps[index];
              if (target && canOpenStep(target, reached))
                void navigate(stepHref(releaseId, target));
            }}
          >
            {wizardSteps.map((s) => {
              const open = canOpenStep(s, reached);
              return (
                <Stepper.Step
                  key={s}
                  label={t(`steps.${s}`)}
                  // A step not reached yet says which one to save first.
                  description={
                    open ? undefined : t('stepLocked', { step: t(`steps.${reached ?? step}`) })
                  }
                  allowStepSelect={open}
                  aria-current={s === step ? 'step' : undefined}
                />
              );
            })}
          </Stepper>
        </nav>
        {children}
      </Stack>
    </Container>
  );
}
