import { request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/** A signed-in free artist with an API client. */
export async function freeArtist(t: TestApp) {
  const user = await createUser(t, { plan: 'lite' });
  return { user, api: request(t.app, await signIn(t, user)) };
}
