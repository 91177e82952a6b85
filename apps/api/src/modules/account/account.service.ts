import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  AccountSettings,
  changeEmailSchema,
  changePasswordSchema,
  notificationSettingsSchema,
  updateProfileSchema,
} from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import {
  sendEmailVerification,
  sendPasswordChangedNotice,
  assertEmailNotReserved,
  retireCredentialLinks,
  hashPassword,
  assertOwnerPresent,
  finishSession,
  type Web,
} from '../auth/index.ts';
import {
  deleteSession as removeSession,
  deleteUserSessions,
  listUserSessions,
} from '../sessions/index.ts';
import {
  assertAvailable,
  loadActorUser,
  recordUserActivity,
  updateUser,
  type UserWithPlan,
} from '../users/index.ts';

function toAccountSettings(user: UserWithPlan): AccountSettings {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    phoneCode: user.phoneCode,
    phoneNumber: user.phoneNumber,
    contactMethod: user.contactMethod,
    emailNotifications: user.emailNotifications,
    marketingEmails: user.marketingEmails,
    hasPassword: user.passwordHash !== null,
  };
}

async function change(ctx: AppContext, userId: string, changes: Parameters<typeof updateUser>[2]) {
  const updated = await updateUser(ctx.db, userId, { ...changes, updatedAt: ctx.clock.now() });
  if (!updated) throw notFound();
  return toAccountSettings(updated);
}

/** The account settings screen's data. */
export const getAccount = async (ctx: AppContext, actor: Actor) =>
  toAccountSettings(await loadActorUser(ctx, actor));

/**
 * Saves the personal details (and the interface language when given) or the e-mail
 * notification choices, and records which in the account's activity.
 */
export async function saveSettings(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  input: z.output<typeof updateProfileSchema> | z.output<typeof notificationSettingsSchema>,
  kind: 'profile_updated' | 'notifications_updated',
) {
  const settings = await change(ctx, actor.user.id, input);
  await recordUserActivity(ctx, actor.user.id, kind, request);
  return settings;
}

/**
 * Starts an e-mail change (the owner's proof required): the new address is kept as pending and
 * receives a link; the account keeps its current address until that link is opened.
 */
export async function requestEmailChange(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  input: z.output<typeof changeEmailSchema>,
) {
  const user = await loadActorUser(ctx, actor);
  await assertOwnerPresent(ctx, web, actor, user, input);
  const { email } = input;
  if (email === user.email.toLowerCase()) return change(ctx, user.id, { pendingEmail: null });
  await assertAvailable(ctx, { email }, user.id);
  await assertEmailNotReserved(ctx, email, user.id);
  const settings = await change(ctx, user.id, { pendingEmail: email });
  await sendEmailVerification(ctx, user, email);
  await recordUserActivity(ctx, user.id, 'email_change_requested', web.request, { to: email });
  return settings;
}

/**
 * Sets a new password (the owner's proof required: the current password, or for an account
 * without one a two-factor code or a recent sign-in), signs out every other session, retires
 * outstanding reset and verification links, and sends the owner a notice.
 */
export async function changePassword(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  input: z.output<typeof changePasswordSchema>,
) {
  const user = await loadActorUser(ctx, actor);
  await assertOwnerPresent(ctx, web, actor, user, input);
  await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(input.password),
    updatedAt: ctx.clock.now(),
  });
  await deleteUserSessions(ctx.db, user.id, actor.session.id);
  await retireCredentialLinks(ctx, user.id);
  await recordUserActivity(ctx, user.id, 'password_changed', web.request);
  await sendPasswordChangedNotice(ctx, user);
  return { ok: true as const };
}

/** The account's signed-in browsers, most recently active first. */
export async function listSessions(ctx: AppContext, actor: Actor) {
  const rows = await listUserSessions(ctx.db, actor.user.id, ctx.clock.now());
  return rows
    .filter((s) => s.id === actor.session.id || !s.impersonatorId)
    .reverse()
    .map((s) => ({
      id: s.id,
      current: s.id === actor.session.id,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    }));
}

/** Signs out one of the account's sessions (404 for anyone else's); the current one too. */
export async function endOneSession(ctx: AppContext, web: Web, actor: Actor, id: string) {
  const sessions = await listSessions(ctx, actor);
  const target = sessions.find((s) => s.id === id);
  if (!target) throw notFound();
  if (target.current) await finishSession(ctx, web);
  else await removeSession(ctx.db, id);
  await recordUserActivity(ctx, actor.user.id, 'sessions_revoked', web.request, { count: 1 });
  return { ok: true as const };
}

/** Signs out every session of the account except this one. */
export async function revokeOtherSessions(ctx: AppContext, request: FastifyRequest, actor: Actor) {
  await deleteUserSessions(ctx.db, actor.user.id, actor.session.id);
  await recordUserActivity(ctx, actor.user.id, 'sessions_revoked', request, { others: true });
  return { ok: true as const };
}
