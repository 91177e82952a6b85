import { describe, expect, it } from 'vitest';
import { artistInputSchema, artistPatchSchema, parseStreamingProfile } from './artists.ts';

const id = '4Z8W4fKeB5YxbusRsdQVPb';
const spotifyUrl = `https://open.spotify.com/artist/${id}`;

describe('parseStreamingProfile', () => {
  it.each([
    [spotifyUrl],
    [`${spotifyUrl}/`],
    [`${spotifyUrl}?si=AbC123xyz`],
    [`https://open.spotify.com/intl-de/artist/${id}?si=x#top`],
    [`https://open.spotify.com/intl-pt-BR/artist/${id}`],
    [`http://OPEN.spotify.com/artist/${id}`],
    [`open.spotify.com/artist/${id}`],
    [`  spotify:artist:${id}  `],
    [id],
  ])('reads the Spotify artist %s', (input) => {
    expect(parseStreamingProfile(input)).toEqual({
      ok: true,
      profile: { status: 'linked', service: 'spotify', id, url: spotifyUrl },
    });
  });

  it.each([
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVP',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb1',
    'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQV-b',
    `https://open.spotify.com/album/${id}`,
    `https://open.spotify.com/artist/${id}/discography`,
    `https://open.spotify.com/intl-deutsch/artist/${id}`,
    `https://spotify.com/artist/${id}`,
    'https://spotify.link/abcdEFGH',
    `spotify:track:${id}`,
    'spotify:artist:short',
  ])('rejects the Spotify link %s', (input) => {
    expect(parseStreamingProfile(input)).toEqual({ ok: false, error: 'invalid_spotify_link' });
  });

  it.each([
    [
      'https://music.apple.com/us/artist/taylor-swift/159260351',
      'https://music.apple.com/us/artist/taylor-swift/159260351',
    ],
    [
      'https://music.apple.com/GB/artist/adele/262836961?l=en',
      'https://music.apple.com/gb/artist/adele/262836961',
    ],
    ['music.apple.com/br/artist/262836961', 'https://music.apple.com/br/artist/262836961'],
    [
      'https://itunes.apple.com/us/artist/adele/id262836961',
      'https://music.apple.com/us/artist/adele/262836961',
    ],
    ['262836961', 'https://music.apple.com/us/artist/262836961'],
  ])('reads the Apple Music artist %s', (input, url) => {
    const parsed = parseStreamingProfile(input);
    expect(parsed).toEqual({
      ok: true,
      profile: { status: 'linked', service: 'apple_music', id: url.split('/').at(-1), url },
    });
  });

  it.each([
    'https://music.apple.com/us/album/30/1590368448',
    'https://music.apple.com/us/artist/adele',
    'https://music.apple.com/usa/artist/adele/262836961',
    'https://music.apple.com/us/artist/adele/26283696a',
    'https://music.apple.com/us/artist/adele/262836961/see-all',
    'https://www.apple.com/us/artist/adele/262836961',
  ])('rejects the Apple Music link %s', (input) => {
    expect(parseStreamingProfile(input)).toEqual({ ok: false, error: 'invalid_apple_music_link' });
  });

  it.each([
    'https://www.deezer.com/artist/27',
    'ftp://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'https://user:pw@open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    'not a link',
    '',
  ])('does not recognise %j', (input) => {
    expect(parseStreamingProfile(input)).toEqual({ ok: false, error: 'invalid_streaming_link' });
  });

  it('rejects a valid link of the other service when one is expected', () => {
    expect(parseStreamingProfile(spotifyUrl, 'apple_music')).toEqual({
      ok: false,
      error: 'invalid_apple_music_link',
    });
    expect(parseStreamingProfile('262836961', 'spotify')).toEqual({
      ok: false,
      error: 'invalid_spotify_link',
    });
    expect(parseStreamingProfile(spotifyUrl, 'spotify').ok).toBe(true);
  });
});

const valid = {
  name: '  Nova Lights ',
  type: 'band',
  mainGenre: 'electronic',
  subgenre: 'Deep House',
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  bio: '',
  website: 'novalights.example.com',
  country: 'br',
  streamingProfile: { status: 'linked', link: `spotify:artist:${id}` },
};

const fieldErrors = (input: unknown, schema = artistInputSchema) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('artistInputSchema', () => {
  it('trims, normalises and parses the streaming link', () => {
    expect(artistInputSchema.parse(valid)).toEqual({
      name: 'Nova Lights',
      type: 'band',
      mainGenre: 'electronic',
      subgenre: 'Deep House',
      legalFirstName: 'Ana',
      legalLastName: 'Silva',
      bio: null,
      website: 'https://novalights.example.com',
      country: 'BR',
      streamingProfile: { status: 'linked', service: 'spotify', id, url: spotifyUrl },
    });
  });

  it('names each problem with a message key', () => {
    expect(
      fieldErrors({
        ...valid,
        name: 'x'.repeat(101),
        type: 'quartet',
        mainGenre: 'polka',
        subgenre: 'y'.repeat(61),
        website: 'ftp://files.example.com',
        country: 'XX',
        streamingProfile: { status: 'linked', link: 'https://open.spotify.com/artist/nope' },
      }),
    ).toEqual({
      name: 'max_length',
      type: 'unknown_artist_type',
      mainGenre: 'unknown_genre',
      subgenre: 'max_length',
      website: 'invalid_website',
      country: 'unknown_country',
      'streamingProfile.link': 'invalid_spotify_link',
    });
    expect(fieldErrors({})).toMatchObject({
      name: 'required',
      type: 'required',
      mainGenre: 'required',
      country: 'required',
    });
    expect(fieldErrors({ ...valid, website: 'javascript:alert(1)' })).toEqual({
      website: 'invalid_website',
    });
    expect(fieldErrors({ ...valid, streamingProfile: { status: 'maybe' } })).toEqual({
      'streamingProfile.status': 'required',
    });
  });

  it('leaves absent fields out of a patch and clears emptied ones', () => {
    expect(artistPatchSchema.parse({ bio: '', website: null })).toEqual({
      bio: null,
      website: null,
    });
    expect(artistPatchSchema.parse({})).toEqual({});
  });
});
