import type { ReopeningReason } from '@soundpost/contracts/catalog';
import type {
  CheckRule,
  Finding,
  FindingCode,
  FindingSeverity,
} from '@soundpost/contracts/prereview';

type Entry = {
  rule: CheckRule;
  severity: FindingSeverity;
  reason: ReopeningReason;
  fixableByArtist: boolean;
  step: Finding['step'];
};

const title = (severity: FindingSeverity, reason: ReopeningReason = 'release_data_confirmation') =>
  ({ rule: 'title_style', severity, reason, fixableByArtist: true, step: 'tracks' }) as const;

/**
 * What each finding code means for review: its rule, how serious it is, the reopening reason a
 * reviewer would use and whether the artist can fix it. Copies of other accounts' work are
 * for the review team only: telling the uploader which cover or track matched would help a
 * copier adjust until the check stops matching.
 */
export const findingCatalog: Record<FindingCode, Entry> = {
  title_all_caps: title('warning'),
  feat_format: title('warning', 'invalid_featuring_artist'),
  title_explicit_tag: title('blocking'),
  title_official: title('blocking'),
  title_url: title('blocking'),
  title_email: title('blocking'),
  title_emoji: title('blocking'),
  title_hashtag: title('blocking'),
  featured_in_primary_artist: {
    rule: 'artist_name',
    severity: 'blocking',
    reason: 'invalid_featuring_artist',
    fixableByArtist: true,
    step: 'basic-info',
  },
  several_primary_artists: {
    rule: 'artist_name',
    severity: 'warning',
    reason: 'invalid_artist_name',
    fixableByArtist: true,
    step: 'basic-info',
  },
  various_artists_single: {
    rule: 'artist_name',
    severity: 'blocking',
    reason: 'invalid_artist_name',
    fixableByArtist: true,
    step: 'basic-info',
  },
  generic_artist_name: {
    rule: 'artist_name',
    severity: 'blocking',
    reason: 'invalid_artist_name',
    fixableByArtist: true,
    step: 'basic-info',
  },
  version_type_mismatch: {
    rule: 'version_type',
    severity: 'warning',
    reason: 'release_data_confirmation',
    fixableByArtist: true,
    step: 'tracks',
  },
  version_missing_in_title: {
    rule: 'version_type',
    severity: 'warning',
    reason: 'release_data_confirmation',
    fixableByArtist: true,
    step: 'tracks',
  },
  remix_without_remixer: {
    rule: 'version_type',
    severity: 'warning',
    reason: 'remix_licence_required',
    fixableByArtist: true,
    step: 'tracks',
  },
  artwork_mostly_text: {
    rule: 'artwork_text',
    severity: 'warning',
    reason: 'invalid_cover_art',
    fixableByArtist: true,
    step: 'artwork',
  },
  artwork_copy: {
    rule: 'artwork_copy',
    severity: 'blocking',
    reason: 'invalid_cover_art',
    fixableByArtist: false,
    step: 'artwork',
  },
  audio_duplicate: {
    rule: 'audio_duplicate',
    severity: 'blocking',
    reason: 'song_use_licence_required',
    fixableByArtist: false,
    step: 'tracks',
  },
  isrc_reused: {
    rule: 'identifiers',
    severity: 'blocking',
    reason: 'release_data_confirmation',
    fixableByArtist: true,
    step: 'tracks',
  },
  qc_unreadable: qc('blocking', 'audio_error'),
  qc_length: qc('blocking', 'track_length'),
  qc_silence: qc('blocking', 'silence_mid_track'),
  qc_loudness: qc('warning', 'volume_level'),
  qc_clipping: qc('warning', 'poor_recording_quality'),
  qc_lossy_source: qc('warning', 'poor_recording_quality'),
};

function qc(severity: FindingSeverity, reason: ReopeningReason): Entry {
  return { rule: 'audio_qc', severity, reason, fixableByArtist: true, step: 'tracks' };
}

/** A finding of this code with its catalogue entry. */
export const finding = (code: FindingCode, params: Finding['params'] = {}): Finding => ({
  code,
  params,
  ...findingCatalog[code],
});
