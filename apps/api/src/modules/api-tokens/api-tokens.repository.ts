import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionView } from '../plans/index.ts';
import { sessionUserView, type SessionUser } from '../users/index.ts';
import { apiTokens } from './api-tokens.table.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

const live = (now: Date) => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

export async function insertApiToken(db: Db, values: typeof apiTokens.$inferInsert) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** The account's tokens that are not revoked (expired ones too, so the owner sees them end). */
export function listApiTokens(db: Db, userId: string) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function countLiveApiTokens(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live(now)));
  return row?.n ?? 0;
}

/** Revokes one of the account's tokens; false when it has no such token left to revoke. */
export async function revokeApiToken(db: Db, userId: string, id: string, now: Date) {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** The live token with this hash, with its owner as every request knows a user, and their plan. */
export async function findLiveApiToken(db: Db, tokenHash: string, now: Date) {
  const user = sessionUserView('u');
  const sub = subscriptionView('sub');
  const [row] = await db
    .select({
      token: { id: apiTokens.id, scopes: apiTokens.scopes, lastUsedAt: apiTokens.lastUsedAt },
      user: user._.selectedFields,
      planName: sql<SessionUser['planName']>`coalesce(${sub.planName}, 'lite')`,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .leftJoin(sub, eq(sub.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), live(now)))
    .limit(1);
  return row && { token: row.token, user: { ...row.user, planName: row.planName } };
}

/** Stamps the token's last use, unless another request did so since `before`. */
export async function touchApiToken(db: Db, id: string, now: Date, before: Date) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))),
    );
}
