import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SocialProvider } from '@soundpost/contracts/auth';
import type { Db } from '../../db/client.ts';
import { oidcStates } from '../auth/auth.table.ts';
import { openFirstPlanPeriod } from '../plans/plan-periods.ts';
import type { UserWithPlan } from '../sessions/sessions.repository.ts';
import { subscriptions, users } from '../users/users.table.ts';

export type OidcStateRow = typeof oidcStates.$inferSelect;
export type NewSocialUser = Omit<typeof users.$inferInsert, 'id'>;

const subColumn = (provider: SocialProvider) =>
  provider === 'google' ? users.googleSub : users.appleSub;

/** Stores a sign-in under way, first dropping the ones that can no longer finish. */
export async function insertOidcState(db: Db, values: OidcStateRow, now: Date) {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
  await db.insert(oidcStates).values(values);
}

/**
 * Takes (deletes and returns) the state only when provider and browser match too, in one
 * statement: two requests racing with the same state cannot both get it, and a request from
 * another browser cannot burn the state of the one that started the sign-in.
 */
export async function takeOidcState(
  db: Db,
  key: { state: string; provider: SocialProvider; browserHash: string },
) {
  const [row] = await db
    .delete(oidcStates)
    .where(
      and(
        eq(oidcStates.state, key.state),
        eq(oidcStates.provider, key.provider),
        eq(oidcStates.browserHash, key.browserHash),
      ),
    )
    .returning();
  return row;
}

async function findUserWithPlan(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ user: users, planName: subscriptions.planName })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .limit(1);
  return row && ({ ...row.user, planName: row.planName ?? 'lite' } as UserWithPlan);
}

export function findUserBySub(db: Db, provider: SocialProvider, sub: string) {
  return findUserWithPlan(db, eq(subColumn(provider), sub));
}

export function findUserByEmail(db: Db, email: string) {
  return findUserWithPlan(db, eq(sql`lower(${users.email})`, email.toLowerCase()));
}

/** Which of `candidates` (lower-case) are already someone's username. */
export async function findTakenUsernames(db: Db, candidates: string[]) {
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, candidates));
  return new Set(rows.map((r) => r.username));
}

/** Creates the account and its free ('lite') subscription together. */
export async function insertSocialUser(db: Db, values: NewSocialUser): Promise<UserWithPlan> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    await tx.insert(subscriptions).values({
      userId: user!.id,
      planName: 'lite',
      createdAt: values.createdAt,
      updatedAt: values.updatedAt,
    });
    await openFirstPlanPeriod(tx, user!.id, 'lite', user!.createdAt);
    return { ...user!, planName: 'lite' };
  });
}
