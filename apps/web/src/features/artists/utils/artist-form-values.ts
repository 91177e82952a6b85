import type { Artist } from '@soundpost/contracts/artists';
import type { ArtistFormInput } from '../api/create-artist.ts';

export type ProfileStatus = 'linked' | 'to_be_created';

/** What the artist form holds: plain strings, as its inputs give them. */
export type ArtistFormValues = {
  name: string;
  type: string | null;
  mainGenre: string | null;
  subgenre: string;
  legalFirstName: string;
  legalLastName: string;
  bio: string;
  website: string;
  country: string | null;
  /** No status until the user says whether the artist already has a profile. */
  streamingProfile: { status: ProfileStatus | null; link: string };
  /** Shown in the public artist catalogue; off until the owner turns it on. */
  inCatalogue: boolean;
};

/** The form's starting values: blank for a new artist, the artist's own otherwise. */
export function toFormValues(artist?: Artist): ArtistFormValues {
  const profile = artist?.streamingProfile;
  return {
    name: artist?.name ?? '',
    type: artist?.type ?? null,
    mainGenre: artist?.mainGenre ?? null,
    subgenre: artist?.subgenre ?? '',
    legalFirstName: artist?.legalFirstName ?? '',
    legalLastName: artist?.legalLastName ?? '',
    bio: artist?.bio ?? '',
    website: artist?.website ?? '',
    country: artist?.country ?? null,
    streamingProfile:
      profile?.status === 'linked'
        ? { status: 'linked', link: profile.url }
        : { status: profile ? 'to_be_created' : null, link: '' },
    inCatalogue: artist?.inCatalogue ?? false,
  };
}

/**
 * The body of POST and PATCH /v1/artists. An empty select becomes "absent", so the contract
 * says "required" rather than "not in the list"; empty texts stay '' (the API clears them).
 */
export function toArtistInput(values: ArtistFormValues): ArtistFormInput {
  const { streamingProfile: profile } = values;
  return {
    name: values.name,
    type: (values.type ?? undefined) as ArtistFormInput['type'],
    mainGenre: (values.mainGenre ?? undefined) as ArtistFormInput['mainGenre'],
    subgenre: values.subgenre,
    legalFirstName: values.legalFirstName,
    legalLastName: values.legalLastName,
    bio: values.bio,
    website: values.website,
    country: values.country ?? undefined,
    streamingProfile:
      profile.status === 'linked'
        ? { status: 'linked', link: profile.link }
        : profile.status === 'to_be_created'
          ? { status: 'to_be_created' }
          : undefined,
    inCatalogue: values.inCatalogue,
  } as ArtistFormInput;
}
