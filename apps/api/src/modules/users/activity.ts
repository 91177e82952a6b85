import { and, eq, gte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { activityKinds } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import type { UserActor } from './user-types.ts';
import { activity } from './users.table.ts';

export type ActivityKind = (typeof activityKinds)[number];

/** Where an event came from: the request (its IP, user agent and signed-in actor). */
export type ActivitySource = Pick<FastifyRequest, 'ip' | 'headers'> & { actor?: UserActor | null };

/** Kinds only staff can cause; rows written before `actor_id` existed are still staff's. */
const staffKinds = new Set<string>(['impersonated', 'blocked', 'unblocked', 'plan_changed']);

/** True when someone other than the user caused the event (an administrator). */
export const isStaffActivity = (row: { userId: string; actorId: string | null; kind: string }) =>
  (row.actorId !== null && row.actorId !== row.userId) || staffKinds.has(row.kind);

/**
 * Appends an event to the user's account activity. When the request's session impersonates
 * this user, the event is the impersonator's: it names them and keeps no IP or user agent,
 * which belong to staff and never reach the user's own feed.
 */
export async function recordActivity(
  db: Db,
  userId: string,
  kind: ActivityKind,
  request?: ActivitySource,
  data?: Record<string, unknown>,
  at?: Date,
) {
  const actor = request?.actor;
  const impersonatorId = actor?.user.id === userId ? actor.session.impersonatorId : null;
  if (impersonatorId) {
    await insertActivity(db, { userId, kind, data, actorId: impersonatorId, at });
    return;
  }
  await insertActivity(db, {
    userId,
    kind,
    data,
    actorId: null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 300) ?? null,
    at,
  });
}

/** Appends an event an administrator caused on another account (block, plan change…). */
export async function recordStaffActivity(
  db: Db,
  userId: string,
  kind: ActivityKind,
  staffId: string,
  data?: Record<string, unknown>,
  at?: Date,
) {
  await insertActivity(db, { userId, kind, data, actorId: staffId, at });
}

async function insertActivity(
  db: Db,
  row: {
    userId: string;
    kind: ActivityKind;
    data: Record<string, unknown> | undefined;
    actorId: string | null;
    ip?: string | null;
    userAgent?: string | null;
    at: Date | undefined;
  },
) {
  await db.insert(activity).values({
    userId: row.userId,
    kind: row.kind,
    data: row.data ?? null,
    actorId: row.actorId,
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    ...(row.at ? { createdAt: row.at } : {}),
  });
}

/** Whether the user acted from `ip` since `since` (their own requests; staff rows keep none). */
export async function actedFromAddress(db: Db, userId: string, ip: string, since: Date) {
  const [row] = await db
    .select({ id: activity.id })
    .from(activity)
    .where(and(eq(activity.userId, userId), eq(activity.ip, ip), gte(activity.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
