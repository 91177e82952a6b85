import { wizardSteps, type WizardStep } from '@soundpost/contracts/catalog';

export { wizardSteps, type WizardStep };

/** The step named in the URL, or the first one when it is missing or unknown. */
export function parseStep(value: string | undefined): WizardStep {
  return (wizardSteps as readonly string[]).includes(value ?? '')
    ? (value as WizardStep)
    : 'basic-info';
}

export function stepIndex(step: WizardStep): number {
  return wizardSteps.indexOf(step);
}

export function nextStep(step: WizardStep): WizardStep | null {
  return wizardSteps[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  return stepIndex(step) > 0 ? (wizardSteps[stepIndex(step) - 1] ?? null) : null;
}

/** A step can be opened once the draft exists and the wizard has reached it before. */
export function canOpenStep(step: WizardStep, reached: WizardStep | null): boolean {
  if (step === 'basic-info') return true;
  return reached !== null && stepIndex(step) <= stepIndex(reached);
}
