import type { SubmissionProblem } from '@soundpost/contracts/releases';
import type { WizardStep } from './wizard-steps.ts';

/** The wizard step where a submission problem is fixed. */
export function stepOfProblem(problem: SubmissionProblem): WizardStep {
  const { code } = problem;
  if (problem.trackId || code.startsWith('track_') || code === 'contributor_total') return 'tracks';
  if (code.startsWith('artwork_')) return 'artwork';
  if (code === 'store_required') return 'platforms';
  // No step fixes the month's release limit: no "Fix it" link (the review step is where it shows).
  if (code === 'agreements_required' || code === 'distro_limit') return 'review';
  if (
    code.startsWith('presave_') ||
    code.includes('date') ||
    code === 'lead_time_too_short' ||
    code === 'schedule_not_allowed'
  )
    return 'distribution';
  return 'basic-info';
}
