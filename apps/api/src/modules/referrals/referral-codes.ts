import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { referralCodeAlphabet, referralCodeLength } from '@soundpost/contracts/referrals';
import type { Db } from '../../db/client.ts';
import { referralCodes } from './referrals.table.ts';

const codePattern = new RegExp(`^[${referralCodeAlphabet}]{${referralCodeLength}}$`);

/** A fresh code: uniform over the alphabet (no look-alike characters), from the CSPRNG. */
const newCode = () =>
  Array.from(
    { length: referralCodeLength },
    () => referralCodeAlphabet[randomInt(referralCodeAlphabet.length)],
  ).join('');

/** What a visitor brought, in the codes' own form; null when it cannot be a code. */
export function normalizeCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toLowerCase() ?? '';
  return codePattern.test(code) ? code : null;
}

/**
 * The user's code, made on first use. Two first uses at once both end with the one stored (the
 * user's row is the key); a new code that collides with another user's is drawn again.
 */
export async function ensureReferralCode(db: Db, userId: string, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [own] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (own) return own.code;
    await db
      .insert(referralCodes)
      .values({ userId, code: newCode(), createdAt: at })
      .onConflictDoNothing();
  }
  throw new Error('referral code: no free code after 5 draws');
}

/** The user whose code this is, if any. */
export async function findCodeOwner(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}
