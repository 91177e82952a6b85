import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Staff actions, append-only: the migration adds a trigger that refuses UPDATE, DELETE and
 * TRUNCATE. No foreign keys on purpose, so entries outlive the accounts they name.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member who really acted (the impersonator while impersonating). */
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt),
  ],
);
