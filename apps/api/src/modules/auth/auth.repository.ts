import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas, oneTimeTokens, recoveryCodes } from './auth.table.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

export async function insertCaptcha(db: Db, answerHash: string, expiresAt: Date) {
  const [row] = await db.insert(captchas).values({ answerHash, expiresAt }).returning();
  return row!;
}

export async function deleteExpiredCaptchas(db: Db, now: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/** Marks the captcha used (whatever the answer) and returns its hash if it was still live. */
export async function consumeCaptcha(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

export async function insertToken(db: Db, values: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(values);
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

/** Retires the user's unused tokens of one purpose (older reset links die with a reset). */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
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
