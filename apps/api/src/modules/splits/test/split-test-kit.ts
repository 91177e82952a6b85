import { request, type TestApp } from '../../../test/app.ts';
import { createUser, freshIp, signIn, tokenIn, type SentMail } from '../../../test/factories.ts';
import { releaseWithTrack } from '../../royalties/test/royalty-test-kit.ts';

/** A signed-in release owner ("Ada Owner") with a release of one track. */
export async function owner(t: TestApp) {
  const user = await createUser(t, { name: 'Ada Owner' });
  const cookie = await signIn(t, user);
  const { release, track } = await releaseWithTrack(t, user.id);
  return { user, cookie, release, track };
}

/** POST /v1/releases/:id/splits as `cookie`, from an address of its own (the limit is per IP). */
export const invite = (
  t: TestApp,
  cookie: string,
  releaseId: string,
  body: Record<string, unknown>,
) => request(t.app, cookie).post(`/v1/releases/${releaseId}/splits`, body, freshIp());

/** The invitation link's token in a mail. */
export const invitationToken = (mail: SentMail) => tokenIn(mail, '/splits/invitation');

/** Accepts or declines the invitation `token` as `cookie`. */
export const answer = (
  t: TestApp,
  cookie: string,
  token: string,
  choice: 'accept' | 'decline' = 'accept',
) => request(t.app, cookie).post(`/v1/split-invitations/${choice}`, { token }, freshIp());
