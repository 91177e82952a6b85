import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { paidPlans } from '@soundpost/contracts/plans';
import { users } from '../users/users.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * How a reward was given: a free plan period (the user was on the free plan, or a running
 * referral period is lengthened), a paid subscription's period lengthened, or nothing to add
 * (an administrator gave the user a paid plan without a subscription).
 */
export const rewardKinds = ['plan_period', 'subscription_extended', 'plan_held'] as const;

/**
 * The reward tiers: data an admin changes (decision 051). `threshold` counted referrals give
 * `rewardDays` of `rewardPlan`. No foreign key on `updated_by`, so the row outlives that admin.
 */
export const referralTiers = pgTable(
  'referral_tiers',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    threshold: integer('threshold').notNull(),
    rewardPlan: text('reward_plan', { enum: paidPlans }).notNull(),
    rewardDays: integer('reward_days').notNull(),
    active: boolean('active').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('referral_tiers_threshold', sql`${t.threshold} >= 1`),
    check('referral_tiers_days', sql`${t.rewardDays} >= 1`),
  ],
);

/**
 * A reward granted: once per user and tier (the primary key makes it so under concurrency).
 * `periodEndsAt`: when the free plan period it opened ends; `endedAt`: when the sweep ended it
 * (null while running, or when the reward extended a paid subscription instead).
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: text('tier_id')
      .notNull()
      .references(() => referralTiers.id, { onDelete: 'restrict' }),
    plan: text('plan', { enum: paidPlans }).notNull(),
    kind: text('kind', { enum: rewardKinds }).notNull(),
    grantedAt: at('granted_at').notNull(),
    /** The plan period the reward opened, ended by the sweep only if it is still the open one. */
    planPeriodId: uuid('plan_period_id'),
    periodEndsAt: at('period_ends_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tierId] }),
    index('referral_rewards_due_idx')
      .on(t.periodEndsAt)
      .where(sql`${t.kind} = 'plan_period' and ${t.endedAt} is null`),
  ],
);

export type ReferralTierRow = typeof referralTiers.$inferSelect;
export type ReferralRewardRow = typeof referralRewards.$inferSelect;
