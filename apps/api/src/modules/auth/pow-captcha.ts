import { hkdfSync, randomInt, randomUUID } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { powPayloadSchema, type PowPayload } from '@soundpost/contracts/captcha';
import { captchaLifetime } from '@soundpost/contracts/pow';
import type { CaptchaSettings } from '../../config.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './auth.repository.ts';
import { invalidCaptcha, type CaptchaProvider } from './captcha-provider.ts';

/**
 * PBKDF2 runs natively in the browser (Web Crypto), so a bot's native code has no head start
 * over a phone; see decision 013 for the difficulty figures.
 */
export const powAlgorithm = 'PBKDF2/SHA-256';

/** Keys of their own, derived from SESSION_SECRET, so every instance signs alike. */
export function powSigningKeys(sessionSecret: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, '', `soundpost captcha ${purpose}`, 32)).toString(
      'hex',
    );
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

function decodePayload(answer: string): PowPayload | undefined {
  try {
    const parsed = powPayloadSchema.safeParse(JSON.parse(Buffer.from(answer, 'base64').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA proof of work: a signed challenge whose answer is a counter drawn at random, found
 * only by deriving PBKDF2 keys one counter after another. Issuing writes nothing; a solved
 * challenge is recorded as used, so each one passes once.
 */
export function powCaptcha(
  ctx: AppContext,
  settings: Extract<CaptchaSettings, { provider: 'pow' }>,
): CaptchaProvider {
  const keys = powSigningKeys(ctx.config.sessionSecret);
  return {
    async issue() {
      const id = randomUUID();
      // Whole seconds, as the challenge carries them.
      const expiresAt = new Date(
        Math.floor((ctx.clock.now().getTime() + captchaLifetime) / 1000) * 1000,
      );
      const challenge = await createChallenge({
        algorithm: powAlgorithm,
        cost: settings.cost,
        counter: randomInt(Math.ceil(settings.maxCounter / 2), settings.maxCounter + 1),
        deriveKey,
        expiresAt,
        data: { id },
        ...keys,
      });
      return {
        provider: 'pow' as const,
        id,
        challenge: {
          parameters: { ...challenge.parameters },
          signature: challenge.signature ?? '',
        },
        expiresAt: expiresAt.toISOString(),
      };
    },

    async verify(answer) {
      const payload = decodePayload(answer.answer);
      const { parameters } = payload?.challenge ?? {};
      const id = parameters?.data?.id;
      if (!payload || !parameters || typeof id !== 'string' || !isUuid(id)) throw invalidCaptcha();
      if (answer.id && answer.id !== id) throw invalidCaptcha();
      if (parameters.algorithm !== powAlgorithm || !parameters.expiresAt) throw invalidCaptcha();
      const expiresAt = new Date(parameters.expiresAt * 1000);
      const now = ctx.clock.now();
      if (expiresAt <= now) throw invalidCaptcha();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        ...keys,
      });
      if (!result.verified) throw invalidCaptcha();
      await repo.deleteExpiredCaptchas(ctx.db, now);
      if (!(await repo.consumeCaptcha(ctx.db, id, expiresAt, now))) throw invalidCaptcha();
    },
  };
}
