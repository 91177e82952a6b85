import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../auth/auth.table.ts';
import { subscriptions, users } from '../users/users.table.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type UserWithPlan = UserRow & { planName: 'lite' | 'artist' | 'pro' };

/** The live session with this token hash, with its user and plan, in one query. */
export async function findSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users, planName: subscriptions.planName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  return {
    session: row.session,
    user: { ...row.user, planName: row.planName ?? 'lite' } as UserWithPlan,
  };
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<typeof sessions.$inferInsert>,
) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: string, exceptId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId),
    );
}

export async function listUserSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        eq(sessions.twofactorPending, false),
      ),
    )
    .orderBy(sessions.lastSeenAt);
}
