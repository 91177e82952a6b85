import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { adminUserSchema, blockUserSchema } from '@soundpost/contracts/admin';
import type { Plan } from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { beginSession, finishSession, type Web } from '../auth/sign-in.ts';
import { isUuid } from '../users/page-cursor.ts';
import {
  findUserById,
  recordUserActivity,
  searchUsers,
  setUserPlan,
  updateUser,
  type UserWithPlan,
} from '../users/users.service.ts';
import { toUserDto } from '../users/user-dto.ts';

type AdminUser = z.infer<typeof adminUserSchema>;

function toAdminUser(user: UserWithPlan): AdminUser {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    plan: user.planName,
    freeze: user.freeze,
    banned: user.banned,
    blockReason: user.blockReason,
    createdAt: user.createdAt.toISOString(),
  };
}

async function findTarget(ctx: AppContext, id: string) {
  const user = isUuid(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw notFound();
  return user;
}

/** The account list: search by name, username or e-mail, newest first. */
export async function listUsers(
  ctx: AppContext,
  query: { q?: string; cursor?: string; limit: number },
) {
  const page = await searchUsers(ctx, query);
  return { items: page.items.map(toAdminUser), nextCursor: page.nextCursor };
}

/**
 * Switches the admin's browser to a session of the target user that remembers the admin,
 * so `stopImpersonation` can switch back. Administrators cannot be impersonated.
 */
export async function impersonateUser(ctx: AppContext, web: Web, admin: Actor, targetId: string) {
  const target = await findTarget(ctx, targetId);
  if (target.role === 'admin') throw new AppError('cannot_impersonate_admin', 403);
  const session = await beginSession(ctx, web, target.id, { impersonatorId: admin.user.id });
  await recordUserActivity(ctx, target.id, 'impersonated', web.request, {
    adminId: admin.user.id,
  });
  return { user: toUserDto(target, session) };
}

/** Ends an impersonation and gives the administrator their own session back. */
export async function stopImpersonation(ctx: AppContext, web: Web, actor: Actor) {
  const adminId = actor.session.impersonatorId;
  if (!adminId) throw new AppError('not_impersonating', 409);
  const admin = await findUserById(ctx.db, adminId);
  if (!admin || admin.role !== 'admin') {
    // The impersonator lost the role meanwhile: end the borrowed session, grant nothing.
    await finishSession(ctx, web);
    throw forbidden();
  }
  const session = await beginSession(ctx, web, admin.id);
  return { user: toUserDto(admin, session) };
}

/**
 * Freezes or bans an account with a reason the user will see. Sessions are kept on purpose:
 * the user's app then shows the blocked page instead of a sign-in form.
 */
export async function blockUser(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Actor,
  targetId: string,
  input: z.output<typeof blockUserSchema>,
) {
  const target = await findTarget(ctx, targetId);
  if (target.id === admin.user.id) throw new AppError('cannot_block_self', 403);
  const updated = await updateUser(ctx.db, target.id, {
    freeze: input.kind === 'freeze',
    banned: input.kind === 'banned',
    blockReason: input.reason,
    updatedAt: ctx.clock.now(),
  });
  await recordUserActivity(ctx, target.id, 'blocked', request, {
    kind: input.kind,
    reason: input.reason,
    adminId: admin.user.id,
  });
  return toAdminUser(updated ?? target);
}

/** Lifts a freeze or ban. */
export async function unblockUser(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Actor,
  targetId: string,
) {
  const target = await findTarget(ctx, targetId);
  const updated = await updateUser(ctx.db, target.id, {
    freeze: false,
    banned: false,
    blockReason: null,
    updatedAt: ctx.clock.now(),
  });
  await recordUserActivity(ctx, target.id, 'unblocked', request, { adminId: admin.user.id });
  return toAdminUser(updated ?? target);
}

/** Sets the account's plan by hand (until billing exists, this is how plans change). */
export async function changePlan(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Actor,
  targetId: string,
  plan: Plan,
) {
  const target = await findTarget(ctx, targetId);
  const updated = await setUserPlan(ctx, target.id, plan);
  await recordUserActivity(ctx, target.id, 'plan_changed', request, {
    from: target.planName,
    to: plan,
    adminId: admin.user.id,
  });
  return toAdminUser(updated ?? target);
}
