import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SocialProvider } from '@soundpost/contracts/auth';
import type { Plan } from '@soundpost/contracts/users';
import type { Db } from '../../db/client.ts';
import { subscriptionView, startPlan } from '../plans/index.ts';
import type { UserWithPlan } from './user-types.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { activity, users } from './users.table.ts';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

const subscriptions = subscriptionView();
const userWithPlan = { user: users, planName: subscriptions.planName };

function withPlan(row: { user: typeof users.$inferSelect; planName: Plan | null }): UserWithPlan {
  return { ...row.user, planName: row.planName ?? 'lite' };
}

async function findOne(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select(userWithPlan)
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .limit(1);
  return row ? withPlan(row) : undefined;
}

// lower(...) matches the expression of the unique indexes, so these lookups use them.
const lowerEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
const lowerUsername = (name: string) => sql`lower(${users.username}) = ${name.toLowerCase()}`;

export const findUserById = (db: Db, id: string) => findOne(db, eq(users.id, id));
export const findUserByEmail = (db: Db, email: string) => findOne(db, lowerEmail(email));
export const findUserByUsername = (db: Db, name: string) => findOne(db, lowerUsername(name));

/** The account a Google or Apple subject is linked to. */
export const findUserBySocialSub = (db: Db, provider: SocialProvider, sub: string) =>
  findOne(db, eq(provider === 'google' ? users.googleSub : users.appleSub, sub));

/** Which of `candidates` (lower-case) are already someone's username. */
export async function findTakenUsernames(db: Db, candidates: string[]) {
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, candidates));
  return new Set(rows.map((r) => r.username));
}

/** A username or an e-mail address, as typed in the sign-in form. */
export const findUserByLogin = (db: Db, login: string) =>
  findOne(db, login.includes('@') ? lowerEmail(login) : lowerUsername(login));

/** Inserts the user and its subscription row together. */
export async function insertUser(db: Db, values: NewUser, plan: Plan = 'lite') {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    await startPlan(tx, user!.id, plan, user!.createdAt);
    return { ...user!, planName: plan } satisfies UserWithPlan;
  });
}

export async function updateUser(db: Db, id: string, changes: UserChanges) {
  await db.update(users).set(changes).where(eq(users.id, id));
  return findUserById(db, id);
}

/** Users whose name, username or e-mail contains `q`, newest first; `limit + 1` rows. */
export async function searchUsers(
  db: Db,
  q: string | undefined,
  cursor: PageCursor | undefined,
  limit: number,
) {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select(userWithPlan)
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(users.username, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
        beforeCursor(cursor, users.createdAt, users.id),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  return rows.map(withPlan);
}

/** The user's activity, newest first; `limit + 1` rows. */
export async function listActivity(
  db: Db,
  userId: string,
  cursor: PageCursor | undefined,
  limit: number,
) {
  return db
    .select()
    .from(activity)
    .where(and(eq(activity.userId, userId), beforeCursor(cursor, activity.createdAt, activity.id)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit + 1);
}

/** Every stored two-factor secret, for the start-up step that seals them at rest. */
export const listTwofactorSecrets = (db: Db) =>
  db
    .select({ id: users.id, secret: users.twofactorSecret })
    .from(users)
    .where(isNotNull(users.twofactorSecret));

/** Replaces a stored two-factor secret if it still holds `stored`; true when it did. */
export async function replaceTwofactorSecret(db: Db, id: string, stored: string, next: string) {
  const updated = await db
    .update(users)
    .set({ twofactorSecret: next })
    .where(and(eq(users.id, id), eq(users.twofactorSecret, stored)))
    .returning({ id: users.id });
  return updated.length > 0;
}
