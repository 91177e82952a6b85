import { databaseError, uniqueViolation } from '../../db/database-error.ts';
import type { cliRoles } from '@soundpost/contracts/roles';
import type { Plan, User } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import type { UserActor } from './user-types.ts';
import type { UserWithPlan } from './user-types.ts';
import {
  isStaffActivity,
  recordActivity,
  recordStaffActivity,
  type ActivityKind,
  type ActivitySource,
} from './activity.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import * as repo from './users.repository.ts';
import { toUserDto } from './user-dto.ts';

/** The signed-in user's full row, for the few rules that need secrets or every setting. */
export async function loadActorUser(ctx: AppContext, actor: UserActor): Promise<UserWithPlan> {
  const user = await repo.findUserById(ctx.db, actor.user.id);
  if (!user) throw unauthenticated();
  return user;
}

/** The signed-in user as the API shows it (with the impersonation flag of the session). */
export function currentUser(actor: UserActor): User {
  return toUserDto(actor.user, actor.session);
}

/**
 * Appends an activity event stamped with the app clock; while impersonating, it is recorded
 * as the impersonator's (see `recordActivity`).
 */
export function recordUserActivity(
  ctx: AppContext,
  userId: string,
  kind: ActivityKind,
  request?: ActivitySource,
  data?: Record<string, unknown>,
) {
  return recordActivity(ctx.db, userId, kind, request, data, ctx.clock.now());
}

/** Appends an event an administrator caused on `userId`'s account, without staff details. */
export function recordUserActivityByStaff(
  ctx: AppContext,
  userId: string,
  kind: ActivityKind,
  staff: UserActor,
  data?: Record<string, unknown>,
) {
  return recordStaffActivity(ctx.db, userId, kind, staff.user.id, data, ctx.clock.now());
}

/** A page of the user's account activity, newest first. */
export async function listUserActivity(
  ctx: AppContext,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const rows = await repo.listActivity(ctx.db, userId, decodeCursor(query.cursor), query.limit);
  return toPage(rows, query.limit, (row) => {
    // Staff actions name no IP or device: those are the staff member's, not the user's.
    const byStaff = isStaffActivity(row);
    return {
      id: row.id,
      kind: row.kind as ActivityKind,
      byStaff,
      ip: byStaff ? null : row.ip,
      userAgent: byStaff ? null : row.userAgent,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** 409 with the field, as the sign-up form shows it. */
export const usernameTaken = () =>
  new AppError('username_taken', { fields: { username: 'username_taken' } });
/** 409 with the field, as the sign-up and e-mail forms show it. */
export const emailTaken = () => new AppError('email_taken', { fields: { email: 'email_taken' } });

/** Throws `username_taken` / `email_taken` when another account already uses them. */
export async function assertAvailable(
  ctx: AppContext,
  wanted: { username?: string; email?: string },
  exceptUserId?: string,
) {
  if (wanted.username) {
    const other = await repo.findUserByUsername(ctx.db, wanted.username);
    if (other && other.id !== exceptUserId) throw usernameTaken();
  }
  if (wanted.email) {
    const other = await repo.findUserByEmail(ctx.db, wanted.email);
    if (other && other.id !== exceptUserId) throw emailTaken();
  }
}

/** The unique constraint a failed insert or update ran into, if that is why it failed. */
function violatedConstraint(error: unknown): string | undefined {
  const cause = databaseError(error);
  return cause?.code === uniqueViolation ? (cause.constraint ?? 'unknown') : undefined;
}

/** Whether a failed insert or update ran into a unique constraint. */
export const isUniqueViolation = (error: unknown) => violatedConstraint(error) !== undefined;

/** Turns a lost race on a unique username or e-mail into the same 409 as the early check. */
export function rethrowUniqueViolation(error: unknown): never {
  const constraint = violatedConstraint(error);
  if (constraint === 'users_username_key') throw usernameTaken();
  if (constraint === 'users_email_key') throw emailTaken();
  throw error;
}

/** Creates an account (and its subscription row) after checking username and e-mail. */
export async function createUser(ctx: AppContext, values: repo.NewUser, plan: Plan = 'lite') {
  await assertAvailable(ctx, { username: values.username, email: values.email });
  const now = ctx.clock.now();
  return repo
    .insertUser(ctx.db, { ...values, createdAt: now, updatedAt: now }, plan)
    .catch(rethrowUniqueViolation);
}

/** Users matching `q` (name, username or e-mail), newest first, for the admin list. */
export async function searchUsers(
  ctx: AppContext,
  query: { q?: string; cursor?: string; limit: number },
) {
  const rows = await repo.searchUsers(ctx.db, query.q, decodeCursor(query.cursor), query.limit);
  return toPage(rows, query.limit, (user: UserWithPlan) => user);
}

const usernameMax = 30;

/** A free username made from the e-mail's local part (admin@x -> admin, admin2, …). */
async function freeUsername(db: Db, email: string) {
  const local = email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '_');
  const base = (local.length >= 3 ? local : `${local}_admin`).slice(0, usernameMax - 4);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await repo.findUserByUsername(db, candidate))) return candidate;
  }
}

/**
 * Makes `email` a staff member (an administrator unless `role` says reviewer) with this
 * password (the admin CLI): creates the account, or changes the existing one's role, verified
 * and unblocked, so the person can sign in.
 */
export async function ensureStaffMember(
  deps: { db: Db; clock: Clock },
  input: {
    email: string;
    passwordHash: string;
    name?: string;
    username?: string;
    role?: (typeof cliRoles)[number];
  },
) {
  const role = input.role ?? 'admin';
  const now = deps.clock.now();
  const existing = await repo.findUserByEmail(deps.db, input.email);
  if (existing) {
    const user = await repo.updateUser(deps.db, existing.id, {
      role,
      passwordHash: input.passwordHash,
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      freeze: false,
      banned: false,
      blockReason: null,
      ...(input.name ? { name: input.name } : {}),
      updatedAt: now,
    });
    return { created: false, user: user! };
  }
  if (input.username && (await repo.findUserByUsername(deps.db, input.username))) {
    throw usernameTaken();
  }
  const username = input.username ?? (await freeUsername(deps.db, input.email));
  const user = await repo
    .insertUser(deps.db, {
      name: input.name ?? username,
      username,
      email: input.email,
      passwordHash: input.passwordHash,
      role,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .catch(rethrowUniqueViolation);
  return { created: true, user };
}
