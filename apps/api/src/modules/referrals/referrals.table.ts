import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Each user's referral code, made the first time they look at it (decision 051). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

export const refusals = ['self_referral', 'source_cap'] as const;

/**
 * An account that signed up with someone's code: one row per referred account. A refused one
 * (`refusal`) never counts; the others count once `counted_at` is set, when the referred
 * account has verified its e-mail and published a release (the referral sweep).
 */
export const referrals = pgTable(
  'referrals',
  {
    referredId: uuid('referred_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A hash of the sign-up's address (compared, never shown). */
    sourceHash: text('source_hash').notNull(),
    refusal: text('refusal', { enum: refusals }),
    createdAt: at('created_at').notNull(),
    countedAt: at('counted_at'),
  },
  (t) => [
    index('referrals_source_idx').on(t.referrerId, t.sourceHash, t.createdAt),
    index('referrals_uncounted_idx')
      .on(t.createdAt)
      .where(sql`${t.countedAt} is null and ${t.refusal} is null`),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
