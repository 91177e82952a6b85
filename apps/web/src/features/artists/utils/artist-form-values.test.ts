import { describe, expect, it } from 'vitest';
import { artistInputSchema, type Artist } from '@soundpost/contracts/artists';
import { toArtistInput, toFormValues } from './artist-form-values.ts';

const artist: Artist = {
  id: '7d1e1c3a-8a5b-4d57-9f0c-0c3a52f5b6a1',
  name: 'Luna Park',
  type: 'band',
  mainGenre: 'electronic',
  subgenre: null,
  legalFirstName: 'Ana',
  legalLastName: null,
  bio: null,
  website: 'https://lunapark.example',
  country: 'PT',
  streamingProfile: {
    status: 'linked',
    service: 'spotify',
    id: '4Z8W4fKeB5YxbusRsdQVPb',
    url: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
  },
  verified: false,
  followers: 0,
  inCatalogue: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('artist form values', () => {
  it('round-trips an artist through the form into a body the contract accepts', () => {
    const body = artistInputSchema.parse(toArtistInput(toFormValues(artist)));
    expect(body).toMatchObject({
      name: 'Luna Park',
      type: 'band',
      country: 'PT',
      subgenre: null,
      legalLastName: null,
      streamingProfile: artist.streamingProfile,
      inCatalogue: true,
    });
    // A new artist stays out of the public catalogue until the owner switches it on.
    expect(toArtistInput(toFormValues()).inCatalogue).toBe(false);
  });

  it('asks a new artist about the profile instead of assuming one', () => {
    const values = toFormValues();
    expect(values.streamingProfile.status).toBeNull();
    expect(toArtistInput(values).streamingProfile).toBeUndefined();
  });

  it('says "required" for an empty select, not "not in the list"', () => {
    const result = artistInputSchema.safeParse(toArtistInput(toFormValues()));
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({ name: 'required', type: 'required', country: 'required' });
  });

  it('sends only the status for a profile to be created', () => {
    const values = {
      ...toFormValues(artist),
      streamingProfile: { status: 'to_be_created' as const, link: 'x' },
    };
    expect(toArtistInput(values).streamingProfile).toEqual({ status: 'to_be_created' });
  });
});
