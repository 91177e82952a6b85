import { z } from 'zod';

/**
 * What staff did, as the audit log records it. Each entry names the staff member who really
 * acted (never the impersonated user), the account acted on, and where the request came from.
 */
export const auditActions = [
  'impersonation_started',
  'impersonation_ended',
  'user_blocked',
  'user_unblocked',
  'user_plan_changed',
  /** An administrator refunded a subscription payment (invoice in `data`); the plan ended. */
  'subscription_refunded',
  /**
   * Refused while impersonating (403): inviting a collaborator to a split, changing a split's
   * terms, accepting a split. They decide who is paid, which only the account's owner may.
   */
  'split_create_refused',
  'split_edit_refused',
  'split_accept_refused',
  /** A state-changing request sent while impersonating (method, route, status in `data`). */
  'impersonated_request',
  /** Any other state-changing request to an admin-only route (settings, banned words…). */
  'admin_request',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

const auditPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  /** Null only when the account was deleted since. */
  actor: auditPersonSchema.nullable(),
  actorId: z.string(),
  target: auditPersonSchema.nullable(),
  targetId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  actorId: z.uuid().optional(),
  targetId: z.uuid().optional(),
  action: auditActionSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
