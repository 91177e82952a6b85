import type { z } from 'zod';
import type { loginSchema, registerSchema } from '@soundpost/contracts/auth';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { attributeReferral, signupAttribution } from '../referrals/index.ts';
import { updateSession } from '../sessions/index.ts';
import {
  assertAvailable,
  createUser,
  findUserByLogin,
  recordUserActivity,
  updateUser,
  toUserDto,
} from '../users/index.ts';
import { checkCaptcha } from './captcha.service.ts';
import { assertEmailNotReserved } from './email-revert.service.ts';
import { sendEmailVerification } from './email-verification.service.ts';
import { rememberDevice } from './device-cookie.ts';
import { upgradePasswordHash } from './password-rehash.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { beginSession, finishSession, type Web } from './sign-in.ts';
import { beginSignInAttempt, endSignInAttempt } from './sign-in-throttle.ts';

/** A session waiting for its two-factor code lives only this long. */
const pendingLifetime = minutes(10);

/** Creates an account, signs it in at once and sends the e-mail verification link. */
export async function register(ctx: AppContext, web: Web, input: z.output<typeof registerSchema>) {
  // Errors from here on speak the language of the form.
  if (input.lang) web.request.lang = input.lang;
  await checkCaptcha(ctx, input.captcha);
  // Checked before hashing so a taken name costs no argon2 work; createUser checks again.
  await assertAvailable(ctx, { username: input.username, email: input.email });
  await assertEmailNotReserved(ctx, input.email);
  const user = await createUser(ctx, {
    name: input.name,
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    lang: input.lang ?? web.request.lang,
    ...signupAttribution(input),
  });
  await recordUserActivity(ctx, user.id, 'signed_up', web.request);
  await attributeReferral(ctx, {
    userId: user.id,
    email: user.email,
    code: input.referred_by_user,
    ip: web.request.ip,
  });
  const session = await beginSession(ctx, web, user.id);
  await sendEmailVerification(ctx, user);
  return { user: toUserDto(user, session) };
}

/**
 * Checks a username-or-e-mail and password. With two-factor on, it only opens a pending
 * session that `twofactor-confirm` completes. Blocked users still sign in (and get their
 * user back) so the app can show them the blocked page.
 */
export async function login(ctx: AppContext, web: Web, input: z.output<typeof loginSchema>) {
  if (input.lang) web.request.lang = input.lang;
  await checkCaptcha(ctx, input.captcha);
  const user = await findUserByLogin(ctx.db, input.username);
  const attempt = await beginSignInAttempt(ctx, web, {
    key: user?.id ?? input.username.toLowerCase(),
    userId: user?.id,
  });
  if (!user) throw new AppError('invalid_username');
  // Social-only accounts have no password hash, so any password is wrong for them.
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordUserActivity(ctx, user.id, 'sign_in_failed', web.request);
    throw new AppError('invalid_password');
  }
  await endSignInAttempt(ctx, attempt);
  await upgradePasswordHash(ctx, user, input.password);
  const now = ctx.clock.now();
  const signedIn =
    input.lang && input.lang !== user.lang
      ? ((await updateUser(ctx.db, user.id, { lang: input.lang, updatedAt: now })) ?? user)
      : user;
  if (user.twofactorEnabledAt) {
    const pending = await beginSession(ctx, web, user.id, { twofactorPending: true });
    await updateSession(ctx.db, pending.id, {
      expiresAt: new Date(now.getTime() + pendingLifetime),
    });
    return { twofactor: true as const };
  }
  const session = await beginSession(ctx, web, user.id);
  rememberDevice(ctx, web, user.id);
  await recordUserActivity(ctx, user.id, 'signed_in', web.request);
  return { twofactor: false as const, user: toUserDto(signedIn, session) };
}

/** Ends the request's session (if any) and clears the cookie; always succeeds. */
export async function logout(ctx: AppContext, web: Web) {
  // A GET that changes state: refuse it when a browser says another site triggered it.
  if (web.request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('bad_origin');
  const actor = web.request.actor;
  await finishSession(ctx, web);
  if (actor && !actor.session.twofactorPending && !actor.session.impersonatorId) {
    await recordUserActivity(ctx, actor.user.id, 'signed_out', web.request);
  }
  return { ok: true as const };
}
