import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas, oneTimeTokens, recoveryCodes } from './auth.table.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

export async function deleteExpiredCaptchas(db: Db, now: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/**
 * Records a solved challenge as used. The primary key makes this the race-safe single-use
 * check: of two requests replaying one solution, only the first inserts and gets `true`.
 */
export async function consumeCaptcha(db: Db, id: string, expiresAt: Date, now: Date) {
  const rows = await db
    .insert(captchas)
    .values({ id, expiresAt, usedAt: now })
    .onConflictDoNothing({ target: captchas.id })
    .returning({ id: captchas.id });
  return rows.length === 1;
}

export async function insertToken(db: Db, values: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(values);
}

/** True when another account holds a live link of `purpose` for `email` (case-insensitive). */
export async function isEmailHeldByToken(
  db: Db,
  purpose: TokenPurpose,
  email: string,
  exceptUserId: string | undefined,
  now: Date,
) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        sql`lower(${oneTimeTokens.email}) = ${email.toLowerCase()}`,
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        exceptUserId ? ne(oneTimeTokens.userId, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
  return row;
}

/** Uses the token once: only the first of two concurrent requests gets the row back. */
export async function consumeToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), isNull(oneTimeTokens.usedAt)))
    .returning();
  return row;
}

/** Retires the user's unused tokens of the given purposes (older links die). */
export async function retireTokens(db: Db, userId: string, purposes: TokenPurpose[], now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

export async function deleteRecoveryCodes(db: Db, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses a recovery code once; undefined when it is wrong or already used. */
export async function consumeRecoveryCode(db: Db, userId: string, codeHash: string, now: Date) {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return row;
}
