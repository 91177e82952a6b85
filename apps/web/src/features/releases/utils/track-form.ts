import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import { isValidContributorName } from '@soundpost/contracts/release-rules';
import type { Track } from '@soundpost/contracts/tracks';
import type { TrackFormInput } from '../api/add-track.ts';
import { contributorTotal, totalIsComplete } from './contributors.ts';

export type PerformerValues = { name: string; instrument: string | null };
export type ContributorValues = { name: string; role: string | null; percentage: string };

/** A track as its form edits it: texts stay strings until they are sent. */
export type TrackValues = {
  title: string;
  trackArtist: string;
  featuredArtists: string[];
  isrc: string;
  language: string | null;
  genre: string | null;
  explicit: boolean;
  hasLyrics: boolean;
  lyrics: string;
  versionType: string;
  composerName: string;
  composerUri: string;
  introOutro: boolean;
  performers: PerformerValues[];
  contributors: ContributorValues[];
};

export function toTrackValues(track: Track): TrackValues {
  return {
    title: track.title ?? '',
    trackArtist: track.trackArtist ?? '',
    featuredArtists: track.featuredArtists,
    isrc: track.isrcIsCustom ? (track.isrc ?? '') : '',
    language: track.language,
    genre: track.genre,
    explicit: track.explicit,
    hasLyrics: track.hasLyrics,
    lyrics: track.lyrics ?? '',
    versionType: track.versionType,
    composerName: track.composerName ?? '',
    composerUri: track.composerUri ?? '',
    introOutro: track.introOutro,
    performers: track.performers.map((p) => ({ name: p.name, instrument: p.instrument })),
    contributors: track.contributors.map((c) => ({
      name: c.name,
      role: c.role,
      percentage: String(c.percentage),
    })),
  };
}

/** The PATCH body; `customIsrc` is false on plans where the platform assigns every ISRC. */
export function toTrackInput(values: TrackValues, customIsrc: boolean): TrackFormInput {
  return {
    title: values.title,
    trackArtist: values.trackArtist,
    featuredArtists: values.featuredArtists.map((s) => s.trim()).filter(Boolean),
    ...(customIsrc ? { isrc: values.isrc } : {}),
    language: values.language as TrackFormInput['language'],
    genre: values.genre as TrackFormInput['genre'],
    explicit: values.explicit,
    hasLyrics: values.hasLyrics,
    lyrics: values.hasLyrics ? values.lyrics : '',
    versionType: values.versionType as TrackFormInput['versionType'],
    composerName: values.composerName,
    composerUri: values.composerUri,
    introOutro: values.introOutro,
    performers: values.performers
      .filter((p) => p.name.trim() || p.instrument)
      .map((p) => ({ name: p.name, instrument: (p.instrument ?? undefined) as never })),
    contributors: values.contributors
      .filter((c) => c.name.trim() || c.role || c.percentage)
      .map((c) => ({
        name: c.name,
        role: (c.role ?? undefined) as never,
        percentage: c.percentage === '' ? (undefined as never) : Number(c.percentage),
      })),
  };
}

/**
 * What one track still lacks before the step can be left, by field path, as codes that
 * `trackFieldText` translates (a `validation` key, an error code or a `wizard` key).
 */
export function trackProblems(values: TrackValues, hasAudio: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.title.trim()) problems.title = 'required';
  if (!values.language) problems.language = 'required';
  if (!hasAudio) problems.audio = 'required';
  if (!values.performers.some((p) => p.name.trim() && p.instrument))
    problems.performers = 'tracks.missing.performers';
  if (!values.contributors.some((c) => c.name.trim() && c.role))
    problems.contributors = 'tracks.missing.contributors';
  else if (!totalIsComplete(contributorTotal(values.contributors.map((c) => c.percentage))))
    problems.contributors = 'contributor_total';
  return problems;
}

/** Checks the API would refuse, by field path, as `errors` codes: shown before sending. */
export function trackFieldCodes(values: TrackValues, customIsrc: boolean): Record<string, string> {
  const codes: Record<string, string> = {};
  const isrc = values.isrc.replace(/\s+/g, '');
  if (customIsrc && isrc && !normalizeIsrc(isrc)) codes.isrc = 'invalid_isrc';
  values.contributors.forEach((c, i) => {
    if (c.name.trim() && !isValidContributorName(c.name))
      codes[`contributors.${i}.name`] = 'invalid_contributor_name';
  });
  return codes;
}

/**
 * What autosave may send now: every field the server would accept as it is, without the
 * rows still being typed (a performer without an instrument, shares not yet at 100%) and
 * without a custom ISRC that is not valid yet. `complete` is false when something was held
 * back: the draft then still has unsaved changes.
 */
export function toAutosaveInput(
  values: TrackValues,
  customIsrc: boolean,
): { input: TrackFormInput; complete: boolean } {
  const input = toTrackInput(values, customIsrc);
  let complete = true;
  const typedPerformers = values.performers.filter((p) => p.name.trim() || p.instrument);
  const performers = typedPerformers.filter((p) => p.name.trim() && p.instrument);
  if (performers.length !== typedPerformers.length) complete = false;
  input.performers = toTrackInput({ ...values, performers }, customIsrc).performers;
  const typed = values.contributors.filter((c) => c.name.trim() || c.role || c.percentage);
  const contributorsReady =
    typed.every((c) => isValidContributorName(c.name) && c.role && Number(c.percentage) > 0) &&
    (typed.length === 0 || totalIsComplete(contributorTotal(typed.map((c) => c.percentage))));
  if (!contributorsReady) {
    delete input.contributors;
    complete = false;
  }
  if (Object.keys(trackFieldCodes(values, customIsrc)).includes('isrc')) {
    delete input.isrc;
    complete = false;
  }
  return { input, complete };
}
