import { describe, expect, it } from 'vitest';
import { artistFindings, textFindings, titleFindings, versionFindings } from './text-rules.ts';

const codes = (findings: { code: string }[]) => findings.map((f) => f.code);
const title = (text: string, artist: string | null = 'Nova Lights') =>
  codes(titleFindings({ field: 'track', position: 1, title: text }, artist));
const track = (t: string, versionType = 'original') => ({
  position: 1,
  title: t,
  trackArtist: null,
  versionType,
  contributors: [],
});

describe('title rules', () => {
  it('flags ALL CAPS titles unless the artist writes in capitals too', () => {
    expect(title('NIGHT DRIVE')).toEqual(['title_all_caps']);
    expect(title('NIGHT DRIVE', 'MGMT')).toEqual([]);
    expect(title('Night Drive')).toEqual([]);
    expect(title('DNA')).toEqual([]);
  });

  it('wants featurings as "(feat. Name)"', () => {
    expect(title('Night Drive (feat. Rui Costa)')).toEqual([]);
    expect(title('Night Drive ft. Rui Costa')).toEqual(['feat_format']);
    expect(title('Night Drive (Feat. Rui Costa)')).toEqual(['feat_format']);
    expect(title('Night Drive featuring Rui Costa')).toEqual(['feat_format']);
    expect(title('Night Drive feat. Rui Costa')).toEqual(['feat_format']);
    expect(title('Feathers')).toEqual([]);
  });

  it('refuses tags, URLs, e-mails, emojis and hashtags', () => {
    expect(title('Night Drive (Explicit)')).toEqual(['title_explicit_tag']);
    expect(title('Night Drive [Clean Version]')).toEqual(['title_explicit_tag']);
    expect(title('Night Drive (Official Audio)')).toEqual(['title_official']);
    expect(title('Night Drive www.nova.com')).toEqual(['title_url']);
    expect(title('Night Drive on nova.fm')).toEqual(['title_url']);
    expect(title('Write me at nova@example.com')).toEqual(['title_email']);
    expect(title('Night Drive 🚗')).toEqual(['title_emoji']);
    expect(title('Night Drive #summer')).toEqual(['title_hashtag']);
    expect(title('Track #1')).toEqual([]);
    expect(title('Explicit Content of the Heart')).toEqual([]);
  });
});

describe('artist name rules', () => {
  const artist = (name: string, type: 'single' | 'album' = 'single') =>
    codes(artistFindings(name, type, { position: 0 }));

  it('keeps featured artists out of the primary artist', () => {
    expect(artist('Nova feat. Rui')).toEqual(['featured_in_primary_artist']);
    expect(artist('Nova ft Rui')).toEqual(['featured_in_primary_artist']);
    expect(artist('Nova & Rui')).toEqual(['several_primary_artists']);
    expect(artist('Nova, Rui')).toEqual(['several_primary_artists']);
    expect(artist('Nova Lights')).toEqual([]);
    expect(artist('Andromeda')).toEqual([]);
  });

  it('refuses Various Artists on a single and generic names', () => {
    expect(artist('Various Artists')).toEqual(['various_artists_single']);
    expect(artist('Various Artists', 'album')).toEqual([]);
    expect(artist('Relaxing  Music')).toEqual(['generic_artist_name']);
    expect(artist('Workout')).toEqual(['generic_artist_name']);
    expect(artist('Sleep Sounds')).toEqual(['generic_artist_name']);
    expect(artist('Sleepwalker')).toEqual([]);
  });
});

describe('version type rules', () => {
  const version = (t: string, type?: string) => codes(versionFindings(track(t, type)));

  it('matches the title with the version type', () => {
    expect(version('Night Drive (Rui Remix)', 'remix')).toEqual([]);
    expect(version('Night Drive (Rui Remix)')).toEqual(['version_type_mismatch']);
    expect(version('Night Drive (Remix)', 'remix')).toEqual(['remix_without_remixer']);
    expect(version('Night Drive', 'remix')).toEqual([
      'version_missing_in_title',
      'remix_without_remixer',
    ]);
    expect(version('Night Drive (Live at Lisbon)', 'live')).toEqual([]);
    expect(version('Night Drive (Live at Lisbon)')).toEqual(['version_type_mismatch']);
    expect(version('Night Drive (Acoustic)', 'acoustic')).toEqual([]);
    expect(version('Night Drive (Instrumental)', 'original')).toEqual(['version_type_mismatch']);
    expect(version('Night Drive', 'instrumental')).toEqual(['version_missing_in_title']);
    expect(version('Oliver')).toEqual([]);
  });

  it('reports a single track repeating the release title once', () => {
    const findings = textFindings({
      title: 'NIGHT DRIVE',
      releaseType: 'single',
      artistName: 'Nova Lights',
      tracks: [track('NIGHT DRIVE')],
    });
    expect(codes(findings)).toEqual(['title_all_caps']);
    expect(findings[0]).toMatchObject({
      severity: 'warning',
      reason: 'release_data_confirmation',
      fixableByArtist: true,
      params: { field: 'release', title: 'NIGHT DRIVE' },
    });
  });
});
