import type { FastifyRequest } from 'fastify';
import type { activityKinds } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { activity } from './users.table.ts';

export type ActivityKind = (typeof activityKinds)[number];

/** Appends an event to the user's account activity, with where it came from. */
export async function recordActivity(
  db: Db,
  userId: string,
  kind: ActivityKind,
  request?: Pick<FastifyRequest, 'ip' | 'headers'>,
  data?: Record<string, unknown>,
  at?: Date,
) {
  await db.insert(activity).values({
    userId,
    kind,
    data: data ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 300) ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}
