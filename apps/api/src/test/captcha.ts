import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { CaptchaChallenge } from '@soundpost/contracts/captcha';
import { encodePowAnswer } from '@soundpost/contracts/pow';
import { request } from './app.ts';

type PowChallenge = Extract<CaptchaChallenge, { provider: 'pow' }>;

/** Fetches a proof-of-work challenge from the app, as the sign-in page does. */
export async function fetchPowChallenge(app: FastifyInstance, headers?: Record<string, string>) {
  const res = await request(app).get('/v1/auth/captcha', headers);
  if (res.statusCode !== 200) throw new Error(`GET /v1/auth/captcha: ${res.statusCode}`);
  const body = res.json() as CaptchaChallenge;
  if (body.provider !== 'pow') throw new Error(`expected a proof of work, got ${body.provider}`);
  return body;
}

/** Does the work a browser does (no shortcut) and returns the form's `captcha` value. */
export async function solvePow(challenge: PowChallenge) {
  const solution = await solveChallenge({ challenge: challenge.challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return {
    id: challenge.id,
    answer: encodePowAnswer({ challenge: challenge.challenge, solution }),
    counter: solution.counter,
  };
}
