// The fixed vocabularies of the release domain (spec section 3, 4 and 8). Without zod: the
// release wizard's first step reads them before any schema is needed (decision 043); the schema
// modules re-export them.

export const genres = [
  'classical',
  'country',
  'electronic',
  'folk',
  'hiphop',
  'jazz',
  'latin',
  'metal',
  'pop',
  'reggae',
  'rnb',
  'rock',
  'world',
] as const;
export type Genre = (typeof genres)[number];

export const artistTypes = [
  'solo',
  'duo',
  'band',
  'group',
  'choir',
  'ensemble',
  'orchestra',
  'other',
] as const;

export const releaseTypes = ['single', 'ep', 'album', 'compilation'] as const;
export type ReleaseType = (typeof releaseTypes)[number];

export const releaseSchedules = ['standard', 'priority', 'express'] as const;
export type ReleaseSchedule = (typeof releaseSchedules)[number];

export const versionTypes = [
  'original',
  'acoustic',
  'cover',
  'instrumental',
  'live',
  'remix',
] as const;

export const contributorRoles = ['arranger', 'composer', 'lyricist', 'producer', 'writer'] as const;

/** 35 performer instruments, accordion to xylophone. */
export const instruments = [
  'accordion',
  'bagpipes',
  'banjo',
  'bass',
  'bassoon',
  'cello',
  'clarinet',
  'double_bass',
  'drums',
  'electric_guitar',
  'flute',
  'french_horn',
  'guitar',
  'harmonica',
  'harp',
  'keyboards',
  'mandolin',
  'oboe',
  'organ',
  'other',
  'percussion',
  'piano',
  'programming',
  'saxophone',
  'sitar',
  'synthesizer',
  'trombone',
  'trumpet',
  'tuba',
  'turntables',
  'ukulele',
  'viola',
  'violin',
  'vocals',
  'xylophone',
] as const;

export const releaseStatuses = [
  'draft',
  'submitted',
  'in_review',
  'in_process',
  'approved',
  'rejected',
  'published',
  'live',
  'processing',
  'expired',
  'removed',
  'reopened',
  'takedown_requested',
  'unknown',
] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];

/**
 * Statuses where the release's way to the stores has ended for good (`takedown_requested` can
 * only end as `removed`): nothing more is sold, so nothing more is shared or linked.
 */
export const endedReleaseStatuses = [
  'rejected',
  'expired',
  'takedown_requested',
  'removed',
] as const satisfies readonly ReleaseStatus[];
export const hasReleaseEnded = (status: ReleaseStatus) =>
  (endedReleaseStatuses as readonly ReleaseStatus[]).includes(status);

/** Reasons a reviewer reopens a release (spec section 8), in the spec's order. */
export const reopeningReasons = [
  'already_processed',
  'already_published',
  'audio_error',
  'artist_data_confirmation',
  'cover_licence_required',
  'remix_licence_required',
  'song_use_licence_required',
  'volume_level',
  'public_domain_content',
  'invalid_artist_name',
  'invalid_cover_art',
  'invalid_featuring_artist',
  'invalid_release_date',
  'poor_recording_quality',
  'release_data_confirmation',
  'silence_mid_track',
  'track_length',
] as const;
export type ReopeningReason = (typeof reopeningReasons)[number];

/**
 * Languages of a release's or a track's metadata and lyrics: ISO 639-1 codes (what DDEX
 * delivers), plus `zxx` ("no linguistic content") for instrumentals. The web app names them
 * with Intl.DisplayNames in the interface language.
 */
// prettier-ignore
export const contentLanguages = [
  'af', 'ar', 'az', 'be', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'es',
  'et', 'eu', 'fa', 'fi', 'fr', 'ga', 'gl', 'gu', 'ha', 'he', 'hi', 'hr', 'ht', 'hu', 'hy',
  'id', 'ig', 'is', 'it', 'ja', 'jv', 'ka', 'kk', 'km', 'kn', 'ko', 'ku', 'la', 'lb', 'lo',
  'lt', 'lv', 'mg', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'ne', 'nl', 'no', 'pa', 'pl',
  'ps', 'pt', 'qu', 'ro', 'ru', 'rw', 'si', 'sk', 'sl', 'so', 'sq', 'sr', 'sv', 'sw', 'ta',
  'te', 'tg', 'th', 'tk', 'tl', 'tr', 'uk', 'ur', 'uz', 'vi', 'wo', 'xh', 'yi', 'yo', 'zh',
  'zu', 'zxx',
] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/**
 * The release wizard's steps, in order (spec section 2), as in its URLs and `wizardStep`. The
 * `platforms` step keeps the spec's name; it picks the stores (`storeIds`; the web's StoresStep).
 */
export const wizardSteps = [
  'basic-info',
  'artwork',
  'tracks',
  'platforms',
  'distribution',
  'review',
] as const;
export type WizardStep = (typeof wizardSteps)[number];
