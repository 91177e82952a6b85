import type { Language } from '@soundpost/contracts/locales';
import { request, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/factories.ts';

/** A signed-in free artist with an API client. */
export async function freeArtist(t: TestApp, lang: Language = 'en') {
  const user = await createUser(t, { plan: 'lite', lang });
  return { user, api: request(t.app, await signIn(t, user)) };
}
