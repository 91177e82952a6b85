import { and, desc, eq } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import type { Db } from '../../db/client.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { auditLog } from './audit.table.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Appends one entry; the table has no update or delete path, here or in the database. */
export async function insertAuditEntry(db: Db, entry: NewAuditEntry) {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = { actorId?: string; targetId?: string; action?: string };

const actor = userView('actor');
const target = userView('target');

/** Entries matching the filter, newest first, with the names of both accounts; `limit + 1`. */
export async function findAuditEntries(
  db: Db,
  filter: AuditFilter,
  cursor: PageCursor | undefined,
  limit: number,
) {
  return db
    .select({
      entry: auditLog,
      actorName: actor.name,
      actorUsername: actor.username,
      targetName: target.name,
      targetUsername: target.username,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetId))
    .where(
      and(
        filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
        filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        beforeCursor(cursor, auditLog.createdAt, auditLog.id),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
