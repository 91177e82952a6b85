import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { sessions } from './sessions.table.ts';
import { viewText } from '../../db/read-view.ts';
import { subscriptionView } from '../plans/index.ts';
import { sessionUserView, type SessionUser } from '../users/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type ActorSession = Pick<
  SessionRow,
  'id' | 'userId' | 'impersonatorId' | 'twofactorPending' | 'lastSeenAt'
>;

/**
 * What every request learns about its user: identity, role, language, block state and plan.
 * Secrets (password hash, TOTP secret) are not in it; the few services that need them load
 * the full row. The user and plan come from the views the users and plans modules offer, which
 * PostgreSQL folds into the join. Few columns and a statement planned once keep every request cheap (the API
 * budget in docs/architecture.md: an authenticated read at half the speed of the health check
 * or better).
 */
const findSessionSql = `select s.id as session_id, s.impersonator_id, s.twofactor_pending, s.last_seen_at,
  u.id, u.name, u.username, u.email, u.email_verified_at, u.role, u.lang, u.freeze, u.banned,
  u.block_reason, u.twofactor_enabled_at, u.created_at, coalesce(sub.plan_name, 'lite') as plan_name
  from sessions s join ${viewText(sessionUserView('u'))} on u.id = s.user_id
  left join ${viewText(subscriptionView('sub'))} on sub.user_id = u.id
  where s.token_hash = $1 and s.expires_at > $2::timestamptz limit 1`;

type Row = Record<string, unknown>;

/** The live session with this token hash, with its user and plan. */
export async function findSessionByTokenHash(database: Database, tokenHash: string, now: Date) {
  const [row] = await database.queryPrepared('find_session', findSessionSql, [
    tokenHash,
    now.toISOString(),
  ]);
  if (!row) return undefined;
  return { session: toActorSession(row), user: toSessionUser(row) };
}

const toActorSession = (r: Row): ActorSession => ({
  id: r.session_id as string,
  userId: r.id as string,
  impersonatorId: r.impersonator_id as string | null,
  twofactorPending: r.twofactor_pending as boolean,
  lastSeenAt: r.last_seen_at as Date,
});

const toSessionUser = (r: Row): SessionUser => ({
  id: r.id as string,
  name: r.name as string,
  username: r.username as string,
  email: r.email as string,
  emailVerifiedAt: r.email_verified_at as Date | null,
  role: r.role as SessionUser['role'],
  lang: r.lang as SessionUser['lang'],
  freeze: r.freeze as boolean,
  banned: r.banned as boolean,
  blockReason: r.block_reason as string | null,
  twofactorEnabledAt: r.twofactor_enabled_at as Date | null,
  createdAt: r.created_at as Date,
  planName: r.plan_name as SessionUser['planName'],
});

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
