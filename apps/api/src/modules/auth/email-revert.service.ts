import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { days, hours } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import { deleteUserSessions } from '../sessions/index.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  recordUserActivity,
  rethrowUniqueViolation,
  updateUser,
  type SessionUser,
} from '../users/index.ts';
import { deleteRecoveryCodes, isEmailHeldByToken } from './auth.repository.ts';
import { findLiveToken, issueToken, redeemToken, retireTokens } from './one-time-tokens.ts';
import { resetLinkLifetime } from './password-reset.service.ts';

/** How long the previous address can undo an e-mail change. */
export const revertLinkLifetime = days(7);
/**
 * Two-factor turned on this shortly before a change (or after it) is taken for the intruder's
 * doing and is turned off by a revert, so it cannot lock the owner out of the recovered account.
 */
const suspectTwofactorWindow = hours(24);

/**
 * 409 `email_taken` while `email` is the previous address of another account that can still
 * revert to it: otherwise an intruder could register it to block the owner's way back.
 */
export async function assertEmailNotReserved(
  ctx: AppContext,
  email: string,
  exceptUserId?: string,
) {
  const held = await isEmailHeldByToken(
    ctx.db,
    'revert_email_change',
    email,
    exceptUserId,
    ctx.clock.now(),
  );
  if (held) throw emailTaken();
}

/**
 * Tells the previous address that the account's address changed, with a link that undoes it
 * within 7 days. Sent in the user's language once the change has taken effect.
 */
export async function sendEmailChangedNotice(
  ctx: AppContext,
  user: SessionUser,
  previousEmail: string,
  newEmail: string,
) {
  const token = await issueToken(
    ctx,
    user.id,
    'revert_email_change',
    revertLinkLifetime,
    previousEmail,
  );
  await sendAccountMail(ctx, 'emailChanged', {
    to: previousEmail,
    lang: user.lang,
    name: user.name,
    link: appLink(ctx, '/auth/revert-email', { token }),
    email: newEmail,
  });
}

/**
 * Undoes an e-mail change from the link sent to the previous address: that address comes back
 * (verified: the link proved it), every session ends, every outstanding link dies, two-factor
 * set up around the change is turned off, and a fresh reset link's token is returned so the
 * owner chooses a new password at once.
 */
export async function revertEmailChange(ctx: AppContext, request: FastifyRequest, token: string) {
  const live = await findLiveToken(ctx, token, 'revert_email_change');
  const previous = live.email ?? '';
  // Checked before the link is used up, so the owner can try again once the address is free.
  const other = await findUserByEmail(ctx.db, previous);
  if (other && other.id !== live.userId) throw emailTaken();
  const used = await redeemToken(ctx, token, 'revert_email_change');
  const user = await findUserById(ctx.db, used.userId);
  if (!user) throw new AppError('invalid_token');
  const now = ctx.clock.now();
  const suspectTwofactor =
    user.twofactorEnabledAt &&
    user.twofactorEnabledAt.getTime() >= used.createdAt.getTime() - suspectTwofactorWindow;
  await updateUser(ctx.db, user.id, {
    email: previous,
    pendingEmail: null,
    emailVerifiedAt: now,
    ...(suspectTwofactor ? { twofactorSecret: null, twofactorEnabledAt: null } : {}),
    updatedAt: now,
  }).catch(rethrowUniqueViolation);
  if (suspectTwofactor) await deleteRecoveryCodes(ctx.db, user.id);
  await retireTokens(ctx, user.id, ['password_reset', 'verify_email', 'revert_email_change']);
  await deleteUserSessions(ctx.db, user.id);
  await recordUserActivity(ctx, user.id, 'email_change_reverted', request, {
    from: user.email,
    to: previous,
    twofactorDisabled: Boolean(suspectTwofactor),
  });
  const resetToken = await issueToken(ctx, user.id, 'password_reset', resetLinkLifetime, previous);
  return { email: previous, resetToken };
}
