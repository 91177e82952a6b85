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

/** Track problems by the field of the tracks step that holds them. */
const trackFields: Record<string, string> = {
  track_title_required: 'title',
  track_language_required: 'language',
  track_audio_required: 'audio',
  track_audio_processing: 'audio',
  track_audio_rejected: 'audio',
  track_performer_required: 'performers',
  track_contributor_required: 'contributors',
  contributor_total: 'contributors',
};

/**
 * The id of the field that holds a problem, when one field does: "Fix it" opens the step
 * with the focus there (`#track-<id>-title`, `#release-title`).
 */
export function fieldOfProblem(problem: SubmissionProblem): string | null {
  const field = problem.field ?? (problem.trackId ? trackFields[problem.code] : undefined);
  if (!field) return null;
  return problem.trackId ? `track-${problem.trackId}-${field}` : `release-${field}`;
}
