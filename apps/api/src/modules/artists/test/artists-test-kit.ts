import { expect } from 'vitest';
import { request, type TestApp } from '../../../test/app.ts';
import { createUser, signIn, type UserOptions } from '../../../test/factories.ts';

export const spotifyId = '4Z8W4fKeB5YxbusRsdQVPb';

/** A valid body for POST /v1/artists with every field. */
export const artistInput = {
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
    link: `https://open.spotify.com/intl-pt/artist/${spotifyId}?si=abc`,
  },
};

export type Api = ReturnType<typeof request>;

/** A new user with a signed-in client. */
export async function signedIn(t: TestApp, opts: UserOptions = {}) {
  const user = await createUser(t, opts);
  return { user, api: request(t.app, await signIn(t, user)) };
}

/** Creates an artist (asserting 201) and returns it as the API answered. */
export async function createArtist(api: Api, body: object = artistInput) {
  const res = await api.post('/v1/artists', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}
