import { z } from 'zod';
import { paidPlanSchema } from './plans.ts';

/**
 * A referral code: 10 characters of an alphabet without look-alikes (no 0/O, 1/l/I), about 50
 * bits, so codes cannot be walked. What a visitor brings in `?ref=` is checked against it.
 */
export const referralCodeAlphabet = '23456789abcdefghijkmnpqrstuvwxyz';
export const referralCodeLength = 10;

/** A reward tier: `threshold` counted referrals give `rewardDays` of `rewardPlan`, once. */
export const referralTierSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  threshold: z.number().int(),
  rewardPlan: paidPlanSchema,
  rewardDays: z.number().int(),
  active: z.boolean(),
});
export type ReferralTier = z.infer<typeof referralTierSchema>;

/** A tier as its referrer sees it: in progress (n of m) or completed, with its reward. */
export const referralTierProgressSchema = referralTierSchema
  .omit({ active: true, position: true })
  .extend({
    counted: z.number().int(),
    status: z.enum(['in_progress', 'completed']),
    /** When the reward was granted (ISO); null until then. */
    rewardedAt: z.string().nullable(),
  });
export type ReferralTierProgress = z.infer<typeof referralTierProgressSchema>;

/** GET /v1/referrals: the user's code, link, referred accounts and tiers. */
export const referralOverviewSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** Accounts that signed up with the code (refused ones apart). */
  signedUp: z.number().int(),
  /** Of those, the ones that count: e-mail verified and a release published. */
  counted: z.number().int(),
  tiers: z.array(referralTierProgressSchema),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

/** GET /v1/admin/referral-tiers. */
export const referralTierListSchema = z.object({ items: z.array(referralTierSchema) });

export const referralTierParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
});

/** PUT /v1/admin/referral-tiers/:id: creates or changes a tier. */
export const referralTierInputSchema = z.object({
  position: z.number().int().min(0).max(1000),
  threshold: z.number().int().min(1).max(10_000),
  rewardPlan: paidPlanSchema,
  rewardDays: z.number().int().min(1).max(366),
  active: z.boolean(),
});
