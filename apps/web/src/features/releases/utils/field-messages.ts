import { i18n } from '../../../lib/i18n.ts';

type Params = Record<string, string | number>;

/** Codes whose message at a field is the wizard's own, naming what the code's does not. */
const fieldMessages: Record<string, string> = { banned_words: 'wizard:messages.bannedWord' };

/** The label keys of a track's fields, by the path the form and the API give them. */
const labels: Record<string, string> = {
  title: 'wizard:tracks.fields.title',
  trackArtist: 'wizard:tracks.fields.trackArtist',
  featuredArtists: 'wizard:tracks.fields.featured',
  isrc: 'wizard:tracks.fields.isrc',
  language: 'wizard:tracks.fields.language',
  genre: 'wizard:tracks.fields.genre',
  lyrics: 'wizard:tracks.fields.lyrics',
  versionType: 'wizard:tracks.fields.versionType',
  composerName: 'wizard:tracks.fields.composerName',
  composerUri: 'wizard:tracks.fields.composerUri',
  audio: 'wizard:audio.label',
  performers: 'wizard:tracks.performers',
  contributors: 'wizard:tracks.contributors',
  'performers.name': 'wizard:tracks.performerName',
  'performers.instrument': 'wizard:tracks.instrument',
  'contributors.name': 'wizard:tracks.contributorName',
  'contributors.role': 'wizard:tracks.role',
  'contributors.percentage': 'wizard:tracks.percentage',
};

/** "Track title", "Contributor 2 role": the label of the field at `path`, in the UI language. */
export function trackFieldLabel(path: string): string {
  const [list, index, field] = path.split('.');
  if (index !== undefined && field !== undefined && /^\d+$/.test(index)) {
    const key = labels[`${list}.${field}`];
    if (key) return i18n.t(key, { n: Number(index) + 1 });
  }
  return i18n.t(labels[path] ?? labels[list ?? ''] ?? 'wizard:tracks.title');
}

/**
 * The message of one field's error. `code` is a `validation` key ("Track title is required"),
 * an error code (`banned_words`) or a `wizard` key, as the API's `fields` and the form's own
 * checks give them; `field` is the field's label.
 */
export function fieldIssueText(code: string, params: Params, field: string): string {
  if (i18n.exists(`validation:${code}`)) return i18n.t(`validation:${code}`, { field, ...params });
  const own = fieldMessages[code];
  if (own && Object.keys(params).length > 0) return i18n.t(own, params);
  if (i18n.exists(`errors:${code}`)) return i18n.t(`errors:${code}`, params);
  return i18n.exists(`wizard:${code}`) ? i18n.t(`wizard:${code}`, params) : code;
}

/** The message shown at a track's field at `path`. */
export function trackFieldText(path: string, code: string, params: Params = {}): string {
  return fieldIssueText(code, params, trackFieldLabel(path));
}

/** The same message for the error summary, which always names the field. */
export function trackFieldSummary(path: string, code: string, params: Params = {}): string {
  const field = trackFieldLabel(path);
  const text = trackFieldText(path, code, params);
  return text.includes(field) ? text : `${field}: ${text}`;
}
