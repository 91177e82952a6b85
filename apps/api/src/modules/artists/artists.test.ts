import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import {
  artistInput as input,
  createArtist,
  signedIn as newUser,
  spotifyId,
} from './test/artists-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (opts?: Parameters<typeof newUser>[1]) => newUser(t, opts);
const create = createArtist;

describe('POST /v1/artists', () => {
  it('creates the artist with every field; verified and followers stay the platform’s', async () => {
    const { api } = await signedIn();
    const artist = await create(api, { ...input, verified: true, followers: 1000 });
    expect(artist).toEqual({
      id: expect.any(String),
      name: 'Nova Lights',
      type: 'band',
      mainGenre: 'electronic',
      subgenre: 'Deep House',
      legalFirstName: 'Ana',
      legalLastName: 'Silva',
      bio: 'A band from Recife.',
      website: 'https://novalights.example.com',
      country: 'BR',
      streamingProfile: {
        status: 'linked',
        service: 'spotify',
        id: spotifyId,
        url: `https://open.spotify.com/artist/${spotifyId}`,
      },
      verified: false,
      followers: 0,
      inCatalogue: false,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const read = await api.get(`/v1/artists/${artist.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(artist);
  });

  it('needs only name, type, genre and country; the profile is then "to be created"', async () => {
    const { api } = await signedIn();
    const artist = await create(api, {
      name: 'Solo',
      type: 'solo',
      mainGenre: 'jazz',
      country: 'de',
    });
    expect(artist).toMatchObject({
      subgenre: null,
      legalFirstName: null,
      legalLastName: null,
      bio: null,
      website: null,
      country: 'DE',
      streamingProfile: { status: 'to_be_created' },
    });
  });

  it('links an Apple Music artist', async () => {
    const { api } = await signedIn();
    const artist = await create(api, {
      ...input,
      streamingProfile: {
        status: 'linked',
        service: 'apple_music',
        link: 'https://music.apple.com/us/artist/nova-lights/1440818584',
      },
    });
    expect(artist.streamingProfile).toEqual({
      status: 'linked',
      service: 'apple_music',
      id: '1440818584',
      url: 'https://music.apple.com/us/artist/nova-lights/1440818584',
    });
  });

  it.each([
    ['name too long', { name: 'x'.repeat(101) }, { name: 'max_length' }],
    ['name blank', { name: '   ' }, { name: 'required' }],
    ['unknown type', { type: 'quartet' }, { type: 'unknown_artist_type' }],
    ['unknown genre', { mainGenre: 'polka' }, { mainGenre: 'unknown_genre' }],
    ['subgenre too long', { subgenre: 's'.repeat(61) }, { subgenre: 'max_length' }],
    ['bio too long', { bio: 'b'.repeat(1501) }, { bio: 'max_length' }],
    ['unknown country', { country: 'XX' }, { country: 'unknown_country' }],
    [
      'website not http(s)',
      { website: 'ftp://novalights.example.com' },
      { website: 'invalid_website' },
    ],
    ['website a script', { website: 'javascript:alert(1)' }, { website: 'invalid_website' }],
    [
      'bad Spotify URL',
      { streamingProfile: { status: 'linked', link: 'https://open.spotify.com/artist/123' } },
      { 'streamingProfile.link': 'invalid_spotify_link' },
    ],
    [
      'bad Spotify URI',
      { streamingProfile: { status: 'linked', link: `spotify:album:${spotifyId}` } },
      { 'streamingProfile.link': 'invalid_spotify_link' },
    ],
    [
      'bad Apple URL',
      {
        streamingProfile: {
          status: 'linked',
          link: 'https://music.apple.com/us/album/nova/1440818584',
        },
      },
      { 'streamingProfile.link': 'invalid_apple_music_link' },
    ],
    [
      'Spotify link where Apple Music was chosen',
      { streamingProfile: { status: 'linked', service: 'apple_music', link: spotifyId } },
      { 'streamingProfile.link': 'invalid_apple_music_link' },
    ],
    [
      'link of another service',
      { streamingProfile: { status: 'linked', link: 'https://www.deezer.com/artist/27' } },
      { 'streamingProfile.link': 'invalid_streaming_link' },
    ],
    [
      'linked without a link',
      { streamingProfile: { status: 'linked' } },
      { 'streamingProfile.link': 'required' },
    ],
  ])('answers 400 for %s', async (_case, change, fields) => {
    const { api } = await signedIn();
    const res = await api.post('/v1/artists', { ...input, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please check the highlighted fields',
      fields,
    });
    expect(Object.keys(res.json().fields)).toEqual(Object.keys(fields));
  });

  it('names every missing required field', async () => {
    const { api } = await signedIn();
    const res = await api.post('/v1/artists', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'required',
      type: 'required',
      mainGenre: 'required',
      country: 'required',
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await request(t.app).post('/v1/artists', input)).statusCode).toBe(401);
  });
});
