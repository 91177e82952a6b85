import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { hours } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  recordUserActivity,
  rethrowUniqueViolation,
  updateUser,
  type SessionUser,
} from '../users/index.ts';
import { sendEmailChangedNotice } from './email-revert.service.ts';
import { issueToken, redeemToken, retireCredentialLinks } from './one-time-tokens.ts';

export const verificationLifetime = hours(48);

/**
 * Sends a verification link for `email`: the account's own address (sign-up, resend) or the
 * pending new address of an e-mail change, which only becomes the address once confirmed.
 */
export async function sendEmailVerification(
  ctx: AppContext,
  user: SessionUser,
  email = user.email,
) {
  const token = await issueToken(ctx, user.id, 'verify_email', verificationLifetime, email);
  const change = email.toLowerCase() !== user.email.toLowerCase();
  await sendAccountMail(ctx, change ? 'emailChange' : 'verifyEmail', {
    to: email,
    lang: user.lang,
    name: user.name,
    link: appLink(ctx, '/auth/verify-email', { token }),
    email,
  });
}

/** Sends a fresh link to the signed-in user's address (`email_already_verified` if done). */
export async function resendEmailVerification(ctx: AppContext, user: SessionUser) {
  if (user.emailVerifiedAt) throw new AppError('email_already_verified');
  await sendEmailVerification(ctx, user);
  return { ok: true as const };
}

/**
 * Confirms the address a link was sent to: it marks the account's address verified, or,
 * for an e-mail change, switches the account to the new (now verified) address, retires the
 * other outstanding links and sends the previous address a notice with a revert link.
 */
export async function verifyEmail(ctx: AppContext, request: FastifyRequest, token: string) {
  const used = await redeemToken(ctx, token, 'verify_email');
  const user = await findUserById(ctx.db, used.userId);
  const email = used.email ?? '';
  if (!user) throw new AppError('invalid_token');
  const now = ctx.clock.now();
  if (email.toLowerCase() === user.email.toLowerCase()) {
    if (!user.emailVerifiedAt) {
      await updateUser(ctx.db, user.id, { emailVerifiedAt: now, updatedAt: now });
      await recordUserActivity(ctx, user.id, 'email_verified', request);
    }
    return { ok: true as const };
  }
  // A link to an address the user has since replaced with another pending one is stale.
  if (email.toLowerCase() !== user.pendingEmail?.toLowerCase()) {
    throw new AppError('invalid_token');
  }
  const other = await findUserByEmail(ctx.db, email);
  if (other && other.id !== user.id) throw emailTaken();
  await updateUser(ctx.db, user.id, {
    email,
    pendingEmail: null,
    emailVerifiedAt: now,
    updatedAt: now,
  }).catch(rethrowUniqueViolation);
  await retireCredentialLinks(ctx, user.id);
  await recordUserActivity(ctx, user.id, 'email_changed', request, { from: user.email, to: email });
  await sendEmailChangedNotice(ctx, user, user.email, email);
  return { ok: true as const };
}
