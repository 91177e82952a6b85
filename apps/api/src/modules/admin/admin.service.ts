import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { adminUserSchema, blockUserSchema } from '@soundpost/contracts/admin';
import type { Plan } from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/index.ts';
import { changePlan } from '../plans/index.ts';
import { countReleasesOfOwners, listReleasesOfOwner } from '../releases/index.ts';
import { beginSession, finishSession, type Web } from '../auth/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  findUserById,
  recordUserActivityByStaff,
  searchUsers,
  updateUser,
  type UserWithPlan,
  toUserDto,
} from '../users/index.ts';

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

/** A staff action, its activity event and its audit entry commit together or not at all. */
const inTransaction = <T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>) =>
  ctx.db.transaction(async (db) => work({ ...ctx, db }));

async function findTarget(ctx: AppContext, id: string) {
  const user = isUuid(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw notFound();
  return user;
}

/** The account list: search by name, username or e-mail, newest first, with release counts. */
export async function listUsers(
  ctx: AppContext,
  query: { q?: string; cursor?: string; limit: number },
) {
  const page = await searchUsers(ctx, query);
  const counts = await countReleasesOfOwners(
    ctx.db,
    page.items.map((user) => user.id),
  );
  const items = page.items.map((user) => ({
    ...toAdminUser(user),
    releaseCounts: counts.get(user.id)!,
  }));
  return { items, nextCursor: page.nextCursor };
}

/** One account for its admin page: plan, state, release counts and its newest releases. */
export async function getUserDetail(ctx: AppContext, id: string) {
  const user = await findTarget(ctx, id);
  const [counts, releases] = await Promise.all([
    countReleasesOfOwners(ctx.db, [user.id]),
    listReleasesOfOwner(ctx.db, user.id),
  ]);
  return { user: { ...toAdminUser(user), releaseCounts: counts.get(user.id)! }, releases };
}

/**
 * Switches the admin's browser to a session of the target user that remembers the admin,
 * so `stopImpersonation` can switch back. Administrators cannot be impersonated.
 */
export async function impersonateUser(ctx: AppContext, web: Web, admin: Actor, targetId: string) {
  const target = await findTarget(ctx, targetId);
  if (target.role === 'admin') throw new AppError('cannot_impersonate_admin');
  return inTransaction(ctx, async (tx) => {
    const session = await beginSession(tx, web, target.id, { impersonatorId: admin.user.id });
    await recordUserActivityByStaff(tx, target.id, 'impersonated', admin);
    await recordAudit(tx, web.request, {
      action: 'impersonation_started',
      targetId: target.id,
      staff: admin,
    });
    return { user: toUserDto(target, session) };
  });
}

/** Ends an impersonation and gives the administrator their own session back. */
export async function stopImpersonation(ctx: AppContext, web: Web, actor: Actor) {
  const adminId = actor.session.impersonatorId;
  if (!adminId) throw new AppError('not_impersonating');
  const admin = await findUserById(ctx.db, adminId);
  if (!admin || admin.role !== 'admin') {
    // The impersonator lost the role meanwhile: end the borrowed session, grant nothing.
    await finishSession(ctx, web);
    throw forbidden();
  }
  return inTransaction(ctx, async (tx) => {
    const session = await beginSession(tx, web, admin.id);
    await recordAudit(tx, web.request, { action: 'impersonation_ended', targetId: actor.user.id });
    return { user: toUserDto(admin, session) };
  });
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
  if (target.id === admin.user.id) throw new AppError('cannot_block_self');
  const details = { kind: input.kind, reason: input.reason };
  return inTransaction(ctx, async (tx) => {
    const updated = await updateUser(tx.db, target.id, {
      freeze: input.kind === 'freeze',
      banned: input.kind === 'banned',
      blockReason: input.reason,
      updatedAt: ctx.clock.now(),
    });
    await recordUserActivityByStaff(tx, target.id, 'blocked', admin, details);
    await recordAudit(tx, request, { action: 'user_blocked', targetId: target.id, data: details });
    return toAdminUser(updated ?? target);
  });
}

/** Lifts a freeze or ban. */
export async function unblockUser(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Actor,
  targetId: string,
) {
  const target = await findTarget(ctx, targetId);
  return inTransaction(ctx, async (tx) => {
    const updated = await updateUser(tx.db, target.id, {
      freeze: false,
      banned: false,
      blockReason: null,
      updatedAt: ctx.clock.now(),
    });
    await recordUserActivityByStaff(tx, target.id, 'unblocked', admin);
    await recordAudit(tx, request, {
      action: 'user_unblocked',
      targetId: target.id,
      data: { kind: target.banned ? 'banned' : target.freeze ? 'freeze' : null },
    });
    return toAdminUser(updated ?? target);
  });
}

/** Sets the account's plan by hand (until billing exists, this is how plans change). */
export async function changeUserPlan(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Actor,
  targetId: string,
  plan: Plan,
) {
  const target = await findTarget(ctx, targetId);
  const change = { from: target.planName, to: plan };
  return inTransaction(ctx, async (tx) => {
    await changePlan(tx.db, target.id, plan, ctx.clock.now());
    const updated = await findUserById(tx.db, target.id);
    await recordUserActivityByStaff(tx, target.id, 'plan_changed', admin, change);
    await recordAudit(tx, request, {
      action: 'user_plan_changed',
      targetId: target.id,
      data: change,
    });
    return toAdminUser(updated ?? target);
  });
}
