import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { passwordResetLinkSchema, passwordResetSchema } from '@soundpost/contracts/auth';
import type { AppContext } from '../../lib/context.ts';
import { hours } from '../../lib/clock.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import { deleteUserSessions } from '../sessions/index.ts';
import {
  findUserByEmail,
  findUserById,
  recordUserActivity,
  updateUser,
  type SessionUser,
} from '../users/index.ts';
import { checkCaptcha } from './captcha.service.ts';
import { clearSignInFailures } from './sign-in-throttle.ts';
import {
  findLiveToken,
  issueToken,
  redeemToken,
  retireCredentialLinks,
} from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';

export const resetLinkLifetime = hours(2);
/** Reset mails per account per hour, so the form cannot be used to flood someone's inbox. */
const resetMailsPerHour = 3;

/**
 * Sends a reset link when the address belongs to an account. The answer is the same
 * either way, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: z.output<typeof passwordResetLinkSchema>,
) {
  await checkCaptcha(ctx, input.captcha);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return { ok: true as const };
  const sent = await hitRateLimit(ctx.db, `reset-mail:${user.id}`, hours(1), ctx.clock.now());
  if (sent.count > resetMailsPerHour) return { ok: true as const };
  const token = await issueToken(ctx, user.id, 'password_reset', resetLinkLifetime, user.email);
  await sendAccountMail(ctx, 'passwordReset', {
    to: user.email,
    lang: input.lang ?? user.lang,
    name: user.name,
    link: appLink(ctx, '/auth/reset-password', { token }),
  });
  return { ok: true as const };
}

/**
 * Whether a reset link still works, without using it up: the reset page asks when it opens,
 * so a used or expired link is known before the new password is typed twice.
 */
export async function checkPasswordResetToken(ctx: AppContext, token: string) {
  await findLiveToken(ctx, token, 'password_reset');
  return { ok: true as const };
}

/**
 * Sets a new password from a reset link (2 hours, single use). Every session of the
 * account ends, including any an attacker may hold, and other reset and verification links die.
 */
export async function resetPassword(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  input: z.output<typeof passwordResetSchema>,
) {
  const used = await redeemToken(ctx, token, 'password_reset');
  const user = await findUserById(ctx.db, used.userId);
  if (!user) return { ok: true as const };
  const now = ctx.clock.now();
  // The link reached the inbox, which proves the address as well as a verification link.
  const provesEmail = used.email?.toLowerCase() === user.email.toLowerCase();
  await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(input.password),
    ...(provesEmail && !user.emailVerifiedAt ? { emailVerifiedAt: now } : {}),
    updatedAt: now,
  });
  await retireCredentialLinks(ctx, user.id);
  await deleteUserSessions(ctx.db, user.id);
  await clearSignInFailures(ctx, user.id);
  await recordUserActivity(ctx, user.id, 'password_reset', request);
  await sendPasswordChangedNotice(ctx, user);
  return { ok: true as const };
}

/** Tells the owner their password changed, with a way back in if it was not them. */
export async function sendPasswordChangedNotice(ctx: AppContext, user: SessionUser) {
  await sendAccountMail(ctx, 'passwordChanged', {
    to: user.email,
    lang: user.lang,
    name: user.name,
    link: appLink(ctx, '/auth/forgot-password'),
  });
}
