import type { Track } from '../api/add-track.ts';
import { trackFieldCodes, trackProblems, type TrackValues } from './track-form.ts';

/** One error at one field: a code `trackFieldText` translates, and the values it names. */
export type FieldIssue = { code: string; params?: Record<string, string | number> };

/** A problem of the tracks step: the track (null for the step itself), its field, the issue. */
export type TrackProblem = FieldIssue & { trackId: string | null; n: number; path: string };

export type TrackCheckInput = {
  values: TrackValues;
  hasAudio: boolean;
  /** What the server refused at its last save of this track, by field path. */
  refused: Record<string, FieldIssue>;
  customIsrc: boolean;
  /** After the first "Save and continue": the missing fields are errors too. */
  checked: boolean;
};

/**
 * A track's errors by field path, worked out from what is on screen now, so an error goes
 * away as soon as its field is fixed: what the server refused, values the server would
 * refuse, and once the artist tried to continue, what is still missing.
 */
export function trackIssues(input: TrackCheckInput): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  if (input.checked) {
    for (const [path, code] of Object.entries(trackProblems(input.values, input.hasAudio)))
      issues[path] = { code };
  }
  for (const [path, code] of Object.entries(trackFieldCodes(input.values, input.customIsrc)))
    issues[path] = { code };
  return { ...issues, ...input.refused };
}

/** Every track's issues as one list, in track order: the step's error summary. */
export function listTrackProblems(
  tracks: Track[],
  issuesOf: (track: Track) => Record<string, FieldIssue>,
): TrackProblem[] {
  return tracks.flatMap((track, index) =>
    Object.entries(issuesOf(track)).map(([path, issue]) => ({
      ...issue,
      trackId: track.id,
      n: index + 1,
      path,
    })),
  );
}
