import { createHmac, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../users/page-cursor.ts';
import * as repo from './auth.repository.ts';

export const captchaLifetime = minutes(10);

// Characters people confuse in a distorted image are left out.
const ignoreChars = '0oO1iIlLqg9';

/** Keyed with the session secret, so a leaked table does not give away live answers. */
const answerHash = (ctx: AppContext, answer: string) =>
  createHmac('sha256', ctx.config.sessionSecret)
    .update(`captcha:${answer.trim().toLowerCase()}`)
    .digest();

const invalidCaptcha = () => new AppError('invalid_captcha', 400);

/** A new image challenge; the answer is kept (hashed) in the database for 10 minutes. */
export async function createCaptcha(ctx: AppContext) {
  const now = ctx.clock.now();
  await repo.deleteExpiredCaptchas(ctx.db, now);
  const challenge = svgCaptcha.create({ size: 5, noise: 3, ignoreChars, color: true });
  const expiresAt = new Date(now.getTime() + captchaLifetime);
  const row = await repo.insertCaptcha(
    ctx.db,
    answerHash(ctx, challenge.text).toString('hex'),
    expiresAt,
  );
  return {
    id: row.id,
    image: `data:image/svg+xml;base64,${Buffer.from(challenge.data).toString('base64')}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Checks and uses up a captcha: right or wrong, a challenge answers once, so it cannot be
 * guessed at repeatedly. CAPTCHA_BYPASS (tests only) always passes.
 */
export async function checkCaptcha(ctx: AppContext, input: { id: string; answer: string }) {
  const bypass = ctx.config.captchaBypass;
  if (bypass && input.answer === bypass) return;
  if (!isUuid(input.id)) throw invalidCaptcha();
  const stored = await repo.consumeCaptcha(ctx.db, input.id, ctx.clock.now());
  if (!stored || !timingSafeEqual(Buffer.from(stored, 'hex'), answerHash(ctx, input.answer))) {
    throw invalidCaptcha();
  }
}
