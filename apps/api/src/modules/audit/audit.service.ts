import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntry } from '@soundpost/contracts/audit';
import { isStaffRole } from '@soundpost/contracts/roles';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { findAuditEntries, insertAuditEntry, type AuditFilter } from './audit.repository.ts';

type Source = Pick<FastifyRequest, 'ip' | 'headers' | 'actor'>;

// Requests that already wrote their own entry, so the impersonation hook does not add one.
const audited = new WeakSet<object>();

/** The staff member behind a request: the impersonator while impersonating, else the admin. */
export function staffIdOf(actor: Actor): string {
  return actor.session.impersonatorId ?? actor.user.id;
}

/**
 * Appends a staff action to the audit log with the staff member's id, IP and user agent.
 * `staff` defaults to the request's actor (for calls made before a session switch).
 */
export async function recordAudit(
  ctx: AppContext,
  request: Source,
  entry: {
    action: AuditAction;
    targetId: string | null;
    data?: Record<string, unknown>;
    staff?: Actor;
  },
) {
  const staff = entry.staff ?? request.actor;
  if (!staff) throw new Error(`audit ${entry.action} without a signed-in staff member`);
  audited.add(request);
  await insertAuditEntry(ctx.db, {
    actorId: staffIdOf(staff),
    action: entry.action,
    targetId: entry.targetId,
    data: entry.data ?? {},
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    createdAt: ctx.clock.now(),
  });
}

/**
 * Refuses an action that moves the user's money while a session impersonates them (403
 * `not_allowed_while_impersonating`), and audits the attempt under the action's own name, with
 * what was tried (`data`), so a search for it finds the attempts without reading every request.
 */
export async function refuseWhileImpersonating(
  ctx: AppContext,
  request: Source,
  action: AuditAction,
  data: Record<string, unknown>,
) {
  const actor = request.actor;
  if (!actor?.session.impersonatorId) return;
  await recordAudit(ctx, request, {
    action,
    targetId: actor.user.id,
    data: { ...data, status: 403 },
  });
  throw new AppError('not_allowed_while_impersonating');
}

/** Keys of a user route's parameters worth keeping: ids, never tokens. */
const idParam = /^(id|[a-z]+Id)$/;

/** Route parameters for the log: all of an admin route's, only the ids of a user route's. */
function paramsOf(request: FastifyRequest, adminRoute: boolean) {
  const entries = Object.entries((request.params ?? {}) as Record<string, unknown>).filter(
    ([key, value]) => typeof value === 'string' && (adminRoute || idParam.test(key)),
  );
  // A refused request may carry control characters (NUL cannot be stored in jsonb at all).
  const clean = (value: unknown) =>
    String(value)
      .replace(/\p{Cc}/gu, '\uFFFD')
      .slice(0, 200);
  return Object.fromEntries(entries.map(([key, value]) => [key, clean(value)]));
}

/**
 * Audits a state-changing request of staff, with its method, route and status, unless the
 * route already wrote its own entry: every one sent while impersonating (target: the
 * impersonated account) and every one staff send to a staff or admin-only route.
 */
export async function recordStaffRequest(ctx: AppContext, request: FastifyRequest, status: number) {
  const actor = request.actor;
  if (!actor || audited.has(request)) return;
  const impersonating = actor.session.impersonatorId !== null;
  const access = request.routeOptions.config.access;
  const adminRoute = access === 'admin' || access === 'staff';
  if (!impersonating && !(adminRoute && isStaffRole(actor.user.role))) return;
  const params = paramsOf(request, adminRoute);
  await recordAudit(ctx, request, {
    action: impersonating ? 'impersonated_request' : 'admin_request',
    targetId: impersonating ? actor.user.id : null,
    data: {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    },
  });
}

// A deleted account leaves its id in the log but no name to show.
const person = (id: string, name: string | null, username: string | null) =>
  name !== null && username !== null ? { _id: id, name, username } : null;

/** A page of the audit log, newest first, filtered by staff member, account and action. */
export async function listAuditEntries(
  ctx: AppContext,
  query: AuditFilter & { cursor?: string; limit: number },
) {
  const rows = await findAuditEntries(ctx.db, query, decodeCursor(query.cursor), query.limit);
  const page = toPage(
    rows.map((row) => ({ ...row, createdAt: row.entry.createdAt, id: row.entry.id })),
    query.limit,
    (row): AuditEntry => ({
      id: row.entry.id,
      action: row.entry.action as AuditAction,
      actor: person(row.entry.actorId, row.actorName, row.actorUsername),
      actorId: row.entry.actorId,
      target: row.entry.targetId
        ? person(row.entry.targetId, row.targetName, row.targetUsername)
        : null,
      targetId: row.entry.targetId,
      data: row.entry.data,
      ip: row.entry.ip,
      userAgent: row.entry.userAgent,
      createdAt: row.entry.createdAt.toISOString(),
    }),
  );
  return page;
}
