import type { Capabilities } from '@soundpost/contracts/capabilities';
import { hasLeadTime, leadTimeDays } from '@soundpost/contracts/release-rules';
import type { SubmissionProblem, submitReleaseSchema } from '@soundpost/contracts/releases';
import type { z } from 'zod';
import type { TrackRow } from './tracks.service.ts';
import { findBannedWords } from './release-settings.ts';
import type { ReleaseRow } from './releases.table.ts';
import { uploadState, type UploadsById } from './upload-lookup.ts';

/** Everything the submission check looks at, gathered by submit-release.ts. */
export type SubmissionFacts = {
  release: ReleaseRow;
  tracks: TrackRow[];
  agreements: z.output<typeof submitReleaseSchema>['agreements'];
  capabilities: Capabilities;
  /** The release's stores that still exist and that the plan reaches. */
  stores: string[];
  uploads: UploadsById;
  bannedWords: readonly string[];
  /** Releases already submitted this month, and the limit; null when the plan has none. */
  monthly: { used: number; limit: number } | null;
  now: Date;
};

/**
 * Every reason the release cannot be submitted yet, all at once (the wizard lists them
 * together): the required fields of spec section 5, the files and their checks, the plan's
 * limits, the lead time and the banned words. Empty when it can be submitted.
 */
export function findSubmissionProblems(f: SubmissionFacts): SubmissionProblem[] {
  const { release, capabilities } = f;
  const problems: SubmissionProblem[] = [];
  const add = (code: SubmissionProblem['code'], extra: Omit<SubmissionProblem, 'code'> = {}) =>
    problems.push({ code, ...extra });

  const { rights, noInfringement, terms } = f.agreements;
  if (!(rights && noInfringement && terms)) add('agreements_required');
  if (!release.artistId) add('artist_required');
  if (!release.title) add('title_required');
  if (!release.primaryGenre) add('primary_genre_required');
  if (!release.language) add('language_required');

  const artwork = uploadState(
    release.artworkUploadId ? f.uploads.get(release.artworkUploadId) : undefined,
  );
  if (artwork === 'missing') add('artwork_required');
  if (artwork === 'processing') add('artwork_processing');
  if (artwork === 'rejected') add('artwork_rejected');

  if (f.stores.length === 0) add('store_required');

  if (!release.releaseDate) add('release_date_required');
  else if (!hasLeadTime(release.releaseDate, release.schedule, f.now)) {
    add('lead_time_too_short', { params: { days: leadTimeDays[release.schedule] } });
  }
  if (release.releaseDate && release.liveDate && release.liveDate < release.releaseDate) {
    add('live_date_before_release_date');
  }
  // The plan may have changed since these were saved.
  if (!capabilities.schedules.includes(release.schedule)) add('schedule_not_allowed');
  if (release.presaveEnabled) {
    const goesLive = release.liveDate ?? release.releaseDate;
    if (!capabilities.presave) add('presave_not_allowed');
    else if (!release.presaveDate) add('presave_date_required');
    else if (goesLive && release.presaveDate >= goesLive) add('presave_date_not_before_release');
  }
  const customCodes = release.upcIsCustom || f.tracks.some((t) => t.isrcIsCustom);
  if (customCodes && !capabilities.customIdentifiers) add('custom_identifier_not_allowed');

  if (f.tracks.length === 0) add('track_required');
  const max = capabilities.maxTracksPerRelease;
  if (max !== null && f.tracks.length > max) add('track_limit_exceeded', { params: { max } });
  for (const track of f.tracks) problems.push(...trackProblems(track, f.uploads));

  // One problem per title that holds a banned word: the wizard names the track and the word.
  const releaseWords = findBannedWords([release.title], f.bannedWords);
  if (releaseWords.length > 0) {
    add('banned_words', { params: { words: releaseWords.join(', ') }, field: 'title' });
  }
  for (const track of f.tracks) {
    const words = findBannedWords([track.title], f.bannedWords);
    if (words.length > 0) {
      const params = { words: words.join(', ') };
      add('banned_words', { params, trackId: track.id, field: 'title' });
    }
  }

  if (f.monthly && f.monthly.used >= f.monthly.limit) {
    add('distro_limit', { params: { limit: f.monthly.limit } });
  }
  return problems;
}

/** What one track still lacks: title, language, usable audio, a performer, contributors. */
function trackProblems(track: TrackRow, uploads: UploadsById): SubmissionProblem[] {
  const problems: SubmissionProblem[] = [];
  const add = (code: SubmissionProblem['code']) => problems.push({ code, trackId: track.id });
  if (!track.title) add('track_title_required');
  if (!track.language) add('track_language_required');
  const audio = uploadState(track.audioUploadId ? uploads.get(track.audioUploadId) : undefined);
  if (audio === 'missing') add('track_audio_required');
  if (audio === 'processing') add('track_audio_processing');
  if (audio === 'rejected') add('track_audio_rejected');
  if (track.performers.length === 0) add('track_performer_required');
  if (track.contributors.length === 0) add('track_contributor_required');
  else if (track.contributors.reduce((sum, c) => sum + c.share, 0) !== 10_000)
    add('contributor_total');
  return problems;
}
