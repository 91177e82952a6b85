import { request, type TestApp } from '../../test/app.ts';
import { freshIp, tokenIn, type SentMail } from '../../test/factories.ts';

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
