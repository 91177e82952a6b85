import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import {
  masteringProjects,
  type MasteringProjectRow,
  type NewMasteringProjectRow,
} from './mastering.table.ts';

export type ProjectChanges = Partial<
  Omit<NewMasteringProjectRow, 'id' | 'ownerId' | 'createdAt' | 'revision'>
>;

export async function insertProject(db: Db, values: NewMasteringProjectRow) {
  const [row] = await db.insert(masteringProjects).values(values).returning();
  return row!;
}

export async function findProject(db: Db, id: string): Promise<MasteringProjectRow | undefined> {
  const [row] = await db.select().from(masteringProjects).where(eq(masteringProjects.id, id));
  return row;
}

/** The owner's projects, newest first, `limit + 1` of them after the cursor. */
export function listProjects(
  db: Db,
  ownerId: string,
  cursor: PageCursor | undefined,
  limit: number,
) {
  return db
    .select()
    .from(masteringProjects)
    .where(
      and(
        eq(masteringProjects.ownerId, ownerId),
        beforeCursor(cursor, masteringProjects.createdAt, masteringProjects.id),
      ),
    )
    .orderBy(desc(masteringProjects.createdAt), desc(masteringProjects.id))
    .limit(limit + 1);
}

/** Starts a new request (preview or master): a new revision, pending, its failure cleared. */
export async function startRevision(db: Db, id: string, changes: ProjectChanges) {
  const [row] = await db
    .update(masteringProjects)
    .set({
      ...changes,
      status: 'pending',
      progress: 0,
      attempts: 0,
      failureCode: null,
      revision: sql`${masteringProjects.revision} + 1`,
    })
    .where(eq(masteringProjects.id, id))
    .returning();
  return row!;
}

/** Applies the changes only while the project is still pending on `revision`. */
export async function updateRevision(
  db: Db,
  id: string,
  revision: number,
  changes: ProjectChanges,
): Promise<MasteringProjectRow | undefined> {
  const [row] = await db
    .update(masteringProjects)
    .set(changes)
    .where(
      and(
        eq(masteringProjects.id, id),
        eq(masteringProjects.revision, revision),
        eq(masteringProjects.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Counts one more run of the revision's job; the new count, or null if it is not current. */
export async function countAttempt(db: Db, id: string, revision: number, now: Date) {
  const row = await updateRevision(db, id, revision, {
    attempts: sql`${masteringProjects.attempts} + 1` as unknown as number,
    updatedAt: now,
  });
  return row ? row.attempts : null;
}

export async function deleteProject(db: Db, id: string) {
  await db.delete(masteringProjects).where(eq(masteringProjects.id, id));
}
