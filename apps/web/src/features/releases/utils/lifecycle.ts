import type { ReopeningReason } from '@soundpost/contracts/catalog';
import type { ReleaseActivityKind, ReleaseDetail } from '@soundpost/contracts/releases';
import type { WizardStep } from './wizard-steps.ts';

/** The wizard step where the artist fixes what a reopening reason asks for. */
const reasonSteps: Record<ReopeningReason, WizardStep> = {
  already_processed: 'basic-info',
  already_published: 'basic-info',
  audio_error: 'tracks',
  artist_data_confirmation: 'basic-info',
  cover_licence_required: 'tracks',
  remix_licence_required: 'tracks',
  song_use_licence_required: 'tracks',
  volume_level: 'tracks',
  public_domain_content: 'tracks',
  invalid_artist_name: 'basic-info',
  invalid_cover_art: 'artwork',
  invalid_featuring_artist: 'tracks',
  invalid_release_date: 'distribution',
  poor_recording_quality: 'tracks',
  release_data_confirmation: 'basic-info',
  silence_mid_track: 'tracks',
  track_length: 'tracks',
};

export const stepOfReason = (reason: ReopeningReason): WizardStep => reasonSteps[reason];

/** The newest event of a kind in the release's activity (which is newest first). */
export const latestEvent = (release: Pick<ReleaseDetail, 'activity'>, kind: ReleaseActivityKind) =>
  release.activity.find((event) => event.kind === kind);

/** A text the event carries for the artist (a note, a message), if any. */
export function eventText(
  event: ReleaseDetail['activity'][number] | undefined,
  key: 'note' | 'reason',
): string | null {
  const value = event?.data[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Whether the stores have had the release: a reopened one stays there while it is fixed. */
export const reachedStores = (release: Pick<ReleaseDetail, 'timeline'>) =>
  release.timeline.some((s) => s.step === 'published' && s.state === 'done');
